/// One argument of a generated call: `label: self.value`, or just the value when the label is `_`.
public struct Argument: Hashable, Sendable {
    public var label: String?
    public var value: ValueReference

    public init(label: String?, value: ValueReference) {
        self.label = label
        self.value = value
    }
}
