// The measured graph: A -> B -> C, A -> D (A, B, C unique; D singleton); final classes, as in the issue.
final class C: Sendable {}

final class B: Sendable {
    let c: C
    init(c: C) { self.c = c }
}

final class D: Sendable {}

final class A: Sendable {
    let b: B
    let d: D
    init(b: B, d: D) {
        self.b = b
        self.d = d
    }
}

/// Distinct types for the flatness and registration measurements: `Pair` nested over ten leaves gives 10,000
/// types four levels deep.
struct Pair<Left, Right>: Sendable {}
struct L0 {}
struct L1 {}
struct L2 {}
struct L3 {}
struct L4 {}
struct L5 {}
struct L6 {}
struct L7 {}
struct L8 {}
struct L9 {}
