/// One argument of a generated call: `label: self.value`, or just the value when the label is `_`.
package struct Argument: Hashable, Sendable {
    package var label: String?
    package var value: ValueReference

    package init(label: String?, value: ValueReference) {
        self.label = label
        self.value = value
    }
}
