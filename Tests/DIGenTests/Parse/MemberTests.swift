import DIGen
import DIGraph
import Testing

@Suite struct InitializerTests {
    @Test func labelsNamesTypesDefaultsAndLocations() {
        let file = parse("""
            class C {
                init(foo: Foo, with bar: Bar = Bar(x: 1, y: [2, 3]), _ baz: [String: Int]?) {}
            }
            """)
        let initializer = file.types[0].members.initializers[0]
        #expect(initializer.location == at(2, 5))
        #expect(initializer.parameters == [
            Parameter(label: "foo", name: "foo", typeText: "Foo", location: at(2, 10)),
            Parameter(
                label: "with", name: "bar", typeText: "Bar", defaultValue: "Bar(x: 1, y: [2, 3])", location: at(2, 20)
            ),
            Parameter(label: nil, name: "baz", typeText: "[String: Int]?", location: at(2, 58)),
        ])
        #expect(initializer.parameters.map(\.type) == [type("Foo"), type("Bar"), type("[String: Int]?")])
    }

    @Test func failableThrowingAsyncRequiredConvenienceAndAttributes() {
        let file = parse("""
            class C {
                @MainActor public required init?(a: Int) async throws {}
                convenience init!() rethrows {}
                private init<T>(value: T) throws(MyError) where T: Sendable {}
                init?<T>(other: T) {}
            }
            """)
        let initializers = file.types[0].members.initializers
        #expect(initializers.map(\.failability) == [.optional, .implicitlyUnwrapped, .none, .optional])
        #expect(initializers.map(\.isThrowing) == [true, true, true, false])
        #expect(initializers.map(\.isAsync) == [true, false, false, false])
        #expect(initializers.map(\.isRequired) == [true, false, false, false])
        #expect(initializers.map(\.isConvenience) == [false, true, false, false])
        #expect(initializers.map(\.attributes) == [["@MainActor"], [], [], []])
        #expect(initializers.map(\.accessLevel) == [.public, nil, .private, nil])
        #expect(initializers.map(\.genericParameters) == [[], [], ["T"], ["T"]])
    }

    @Test func inoutVariadicAttributedAndClosureParameters() {
        let file = parse("""
            struct S {
                init(values: Int..., into target: inout [Int], make: @escaping @Sendable () -> Foo, lazy: () -> Bar) {}
            }
            """)
        let parameters = file.types[0].members.initializers[0].parameters
        #expect(parameters.map(\.typeText) == ["Int", "[Int]", "@escaping @Sendable () -> Foo", "() -> Bar"])
        #expect(parameters.map(\.isVariadic) == [true, false, false, false])
        #expect(parameters.map(\.isInout) == [false, true, false, false])
        #expect(parameters.map(\.label) == ["values", "into", "make", "lazy"])
        #expect(parameters[2].type == type("@Sendable () -> Foo"))
    }
}

@Suite struct PropertyTests {
    @Test func storedComputedObservedAndRequirementProperties() {
        let file = parse("""
            class C {
                var a: Int = 1
                let b = "x", c: Double
                var d: Int { 42 }
                var e: Int { get { 1 } set {} }
                var f: Int = 0 { didSet { print(f) } }
                static let g = C()
                lazy var h: Foo = .init()
                weak var i: Delegate?
                public private(set) var j: [String: [Int]] = [:]
            }
            """)
        let properties = file.types[0].members.properties
        #expect(properties.map(\.name) == ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"])
        #expect(properties.map(\.typeText) == ["Int", nil, "Double", "Int", "Int", "Int", nil, "Foo", "Delegate?", "[String: [Int]]"])
        #expect(properties.map(\.isComputed) == [false, false, false, true, true, false, false, false, false, false])
        #expect(properties.map(\.isLet) == [false, true, true, false, false, false, true, false, false, false])
        #expect(properties.map(\.isStatic) == [false, false, false, false, false, false, true, false, false, false])
        #expect(properties.map(\.initializer) == ["1", "\"x\"", nil, nil, nil, "0 { didSet { print(f) } }", "C()", ".init()", nil, "[:]"])
        #expect(properties[7].modifiers == ["lazy"])
        #expect(properties[8].modifiers == ["weak"])
        #expect(properties[9].accessLevel == .public)
        #expect(properties[9].setterAccessLevel == .private)
        #expect(properties.map(\.location.line) == [2, 3, 3, 4, 5, 6, 7, 8, 9, 10])
        #expect(properties[2].location == at(3, 18))
    }

    @Test func protocolRequirementsAreComputed() {
        let file = parse("protocol P { var x: Int { get set }\n var y: String { get } }")
        #expect(file.types[0].members.properties.map(\.isComputed) == [true, true])
        #expect(file.types[0].members.properties.map(\.hasSetter) == [true, false])
    }

    @Test func aSetAccessorIsFoundAtTheAccessorBlocksOwnLevelOnly() {
        let file = parse("""
            class C {
                var a: Int { get { 1 } set { } }
                var b: Int { get { 1 } nonmutating set(value) { } }
                var c: Int { get { 1 } set(newValue) { store = newValue } }
                var d: Int { set.count }
                var e: Int { get { set { } ; return 1 } }
                var f: Int { 1 }
                var g = 0 { didSet { } }
            }
            """)
        let properties = file.types[0].members.properties
        #expect(properties.map(\.name) == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(properties.map(\.hasSetter) == [true, true, true, false, false, false, false])
    }

    @Test func propertyWrappersAndMultiLineInitialValues() {
        let file = parse("""
            struct V {
                @Published var name: String = ""
                let value = foo
                    .bar()
                    + baz
                var next: Int
            }
            """)
        let properties = file.types[0].members.properties
        #expect(properties.map(\.name) == ["name", "value", "next"])
        #expect(properties[0].attributes == ["@Published"])
        #expect(properties[1].initializer == "foo\n        .bar()\n        + baz")
    }

    @Test func tuplePatternsAndUnderscoreAreNotRecorded() {
        let file = parse("struct S { let (a, b) = (1, 2); var c = 3 }")
        #expect(file.types[0].members.properties.map(\.name) == ["c"])
    }
}

@Suite struct MethodTests {
    @Test func parametersReturnTypesEffectsAndModifiers() {
        let file = parse("""
            struct S {
                mutating func set(_ value: Int, for key: String) async throws -> [String: Int]? where T: P { nil }
                static func make<T: Decodable>() -> T {}
                func void() {}
                @discardableResult override public func run() -> some View {}
            }
            """)
        let methods = file.types[0].members.methods
        #expect(methods.map(\.name) == ["set", "make", "void", "run"])
        #expect(methods.map(\.returnTypeText) == ["[String: Int]?", "T", nil, "some View"])
        #expect(methods[0].parameters.map(\.label) == [nil, "for"])
        #expect(methods[0].parameters.map(\.name) == ["value", "key"])
        #expect(methods[0].isAsync && methods[0].isThrowing)
        #expect(methods[0].modifiers == ["mutating"])
        #expect(methods[1].isStatic)
        #expect(methods[1].genericParameters == ["T"])
        #expect(methods[3].attributes == ["@discardableResult"])
        #expect(methods[3].modifiers == ["override"])
        #expect(methods[3].accessLevel == .public)
        #expect(methods.map(\.location) == [at(2, 19), at(3, 17), at(4, 10), at(5, 45)])
        #expect(methods[0].returnType == type("Dictionary<String, Int>?"))
    }

    @Test func operatorsAreMethodsNamedByTheirOperator() {
        let file = parse("""
            extension V {
                static func == (lhs: V, rhs: V) -> Bool { true }
                static func >>=<Other: BinaryInteger>(lhs: inout V, rhs: Other) {}
                prefix static func - (value: V) -> V { value }
            }
            prefix operator /
            extension W { func w() {} }
            """)
        #expect(file.extensions.map { $0.members.methods.map(\.name) } == [["==", ">>=", "-"], ["w"]])
        #expect(file.extensions[0].members.methods[1].genericParameters == ["Other"])
    }

    @Test func classMethodsAreStatic() {
        let file = parse("class C { class func make() -> C { C() }\n class var shared: C { C() } }")
        #expect(file.types[0].members.methods[0].isStatic)
        #expect(file.types[0].members.properties[0].isStatic)
    }
}

@Suite struct TypealiasTests {
    @Test func memberAndGenericTypealiases() {
        let file = parse("""
            struct S {
                typealias Handler = (Int) -> Void
                public typealias Pair<T> = (T, T)
                typealias Continuation = UnsafeContinuation<
                    Result<Int, Error>, Never
                >
            }
            """)
        let aliases = file.types[0].members.typealiases
        #expect(aliases.map(\.qualifiedName) == ["S.Handler", "S.Pair", "S.Continuation"])
        #expect(aliases.map(\.genericParameters) == [[], ["T"], []])
        #expect(aliases[0].target == type("(Int) -> Void"))
        #expect(aliases[1].accessLevel == .public)
        #expect(aliases[2].target == type("UnsafeContinuation<Result<Int, Error>, Never>"))
        #expect(aliases.map(\.location) == [at(2, 15), at(3, 22), at(4, 15)])
    }
}

@Suite struct ConformanceRegressionTests {
    @Test func parameterAttributesWithGenericArguments() {
        let file = parse("""
            struct Many {
                init(@ParserBuilder<Input> element: () -> Element, @Builder.Nested separator: () -> S) {}
            }
            """)
        #expect(file.types[0].members.initializers[0].parameters.map(\.name) == ["element", "separator"])
        #expect(file.types[0].members.initializers[0].parameters.map(\.typeText) == ["() -> Element", "() -> S"])
    }

    @Test func functionTypesSplitAcrossLines() {
        let file = parse("""
            struct M {
                func intercept(
                    next:
                        @Sendable (Request)
                        async throws -> Response,
                    handler: (_ updates: Updates)
                        async throws ->
                        Return
                ) {}
            }
            """)
        let parameters = file.types[0].members.methods[0].parameters
        #expect(parameters.map(\.name) == ["next", "handler"])
        #expect(parameters.map(\.type) == [
            type("@Sendable (Request) async throws -> Response"), type("(Updates) async throws -> Return"),
        ])
    }
}
