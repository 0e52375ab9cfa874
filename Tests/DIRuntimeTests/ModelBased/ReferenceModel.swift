/// The sequential reference: what a resolve may answer, given which registrations surely happened before it and
/// which may have raced with it. Lookup follows the documented rule: the exact key anywhere visible (own container
/// first, then the parent), and only then, for a tagged request, the untagged key the same way.
struct ReferenceModel {
    /// A resolve's answer: the registration that makes the instance, or nil for `missingBinding`.
    typealias Answer = Int?

    let program: ModelProgram

    /// The keys a request looks at, in precedence order.
    func candidates(type: Int, tag: Int?, fromChild: Bool, takesArgument: Bool) -> [ModelProgram.Key] {
        let containers = fromChild ? [true, false] : [false]
        let tags: [Int?] = tag == nil ? [nil] : [tag, nil]
        return tags.flatMap { tag in
            containers.map { ModelProgram.Key(type: type, tag: tag, inChild: $0, takesArgument: takesArgument) }
        }
    }

    /// Every answer some interleaving allows: each racing registration either landed before the resolve or not.
    func allowedAnswers(
        type: Int, tag: Int?, fromChild: Bool, takesArgument: Bool, done: Set<Int>, racing: Set<Int>
    ) -> Set<Answer> {
        let order = candidates(type: type, tag: tag, fromChild: fromChild, takesArgument: takesArgument).compactMap { key in
            program.registrations.firstIndex { $0.key == key }
        }
        let undecided = order.filter { racing.contains($0) && !done.contains($0) }
        var answers = Set<Answer>()
        for mask in 0..<(1 << undecided.count) {
            let landed = done.union(undecided.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
            answers.insert(order.first { landed.contains($0) })
        }
        return answers
    }
}
