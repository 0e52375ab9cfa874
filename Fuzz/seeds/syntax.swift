#!/usr/bin/env swift
import Foundation
@testable import struct Module.Type

public protocol Store<Element>: AnyObject where Element: Sendable {
    associatedtype Element
    var count: Int { get }
    subscript(index: Int) -> Element { get set }
    func load<T: Decodable>(_ key: String, as type: T.Type) async throws -> T?
}

extension Array<Int>: @unchecked Sendable {}
extension Outer.Inner where T == [String: (Int, Double)] {
    static func >>=<Other: BinaryInteger>(lhs: inout Self, rhs: Other) {}
    prefix static func - (value: Self) -> Self { value }
}
prefix operator /
infix operator <>: AdditionPrecedence

struct Parser<each T> {
    typealias Continuation = UnsafeContinuation<
        Result<(Int, String)?, any Error>, Never
    >
    let regex = /[a-z]+(?:\/[0-9])?/
    let extended = #/
      (?<year>\d{4}) - (?<month>\d{2})
    /#
    let division = total / count / 2
    let closure = { (x: Int) -> Int in x * 2 }
    let text = "value: \(compute("nested \(deep)", [1, 2]))" + #"raw \#(x) "q""# + ##"a"#b"##
    let multi = """
        line one \(one)
        "quoted" \
        continued
        """
    var observed: Int = 0 { willSet { print(newValue) } didSet {} }
    lazy var lazyValue: [String: [Int]] = [:]
    private(set) weak var delegate: (any Delegate)?
    nonisolated(unsafe) static var shared = Parser()
    init?(_ values: Int..., handler: @escaping @Sendable (Int) async throws -> Void = { _ in }) rethrows {}
    required convenience init!<U>(u: U) where U: Hashable {}
    mutating func run() -> some Collection<Int> { [] }
    deinit {}
    #if os(Linux) && !DEBUG
    func linux() {}
    #elseif swift(>=5.9)
    func modern() {}
    #else
    func other() {}
    #endif
}
enum Tree<T> { case leaf(T), node(left: Tree, right: Tree); indirect case deep(Tree<T> = .leaf(0)) }
actor Café { nonisolated func ü(`default` value: Int = 0) -> Int { value } }
/* outer /* inner */ still comment */
let `class` = 1; let a = 1.5e-3 ..< 0x1Fp2
