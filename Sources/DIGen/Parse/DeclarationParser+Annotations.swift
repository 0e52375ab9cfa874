import DIGraph

extension DeclarationParser {
    /// The annotations on the `//` lines directly above the token at `start`, in source order, checked against
    /// what `kind` can carry; misplaced, misspelt and malformed ones become diagnostics.
    mutating func attachAnnotations(start: Int, to kind: DeclarationKind) -> [Annotation] {
        guard start < tokens.count else { return [] }
        let declaration = tokens[start]
        declarationLines.append(declaration.line)
        let lowest = start > 0 ? tokens[start - 1].commentIndex : 0
        let previousCodeLine = start > 0 ? tokens[start - 1].endLine : 0
        var position = declaration.commentIndex - 1
        var expectedLine = declaration.line - 1
        var found: [Annotation] = []
        while position >= lowest {
            let comment = comments[position]
            if comment.endLine >= declaration.line {
                position -= 1
                continue
            }
            guard comment.kind == .lineComment, comment.line == expectedLine, comment.line != previousCodeLine else {
                break
            }
            if position > 0, comments[position - 1].endLine == comment.line { break }
            if !consumedComments[position], let result = readAnnotation(position) {
                consumedComments[position] = true
                switch result {
                case .annotation(let annotation, let written), .tolerated(let annotation, let written, _):
                    if case .tolerated(_, _, let warning) = result { diagnostics.append(warning) }
                    if annotation.kind.name.allowedTargets.contains(kind) {
                        found.append(annotation)
                    } else {
                        diagnostics.append(misplaced(annotation, written: written, on: kind))
                    }
                case .invalid(let diagnostic):
                    diagnostics.append(diagnostic)
                }
            }
            expectedLine -= 1
            position -= 1
        }
        return found.reversed()
    }

    /// Reports every annotation comment no declaration took: a blank line or code separates it from the next
    /// declaration, or it is inside a function body, or nothing follows it.
    mutating func reportUnattachedAnnotations() {
        declarationLines.sort()
        for position in comments.indices where !consumedComments[position] && comments[position].kind == .lineComment {
            guard let result = readAnnotation(position) else { continue }
            switch result {
            case .annotation(let annotation, let written), .tolerated(let annotation, let written, _):
                if let declarationLine = declarationCutOff(after: comments[position].endLine) {
                    diagnostics.append(
                        Diagnostic(
                            .warning, .misplacedAnnotation,
                            "'\(written)' is dropped: a blank line separates it from the declaration at line "
                                + "\(declarationLine), as Saber dropped it; remove the blank line to apply it",
                            at: annotation.location,
                            notes: [Diagnostic.Note(
                                "the declaration it would apply to",
                                at: SourceLocation(file: path, line: declarationLine, column: 1))]
                        )
                    )
                    continue
                }
                diagnostics.append(
                    Diagnostic(
                        .error, .misplacedAnnotation,
                        "'\(written)' is not attached to a declaration; write it on the '//' lines directly above one, "
                            + "with no blank line in between",
                        at: annotation.location
                    )
                )
            case .invalid(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }
    }

    /// The line of the declaration that an annotation ending at `line` stops short of: the next declaration,
    /// with only blank lines or comments between them. `nil` when code comes first or no declaration follows.
    /// Binary searches: `declarationLines` is sorted first (``reportUnattachedAnnotations()``), tokens come in
    /// source order, so a file of many stray annotations stays linear.
    private func declarationCutOff(after line: Int) -> Int? {
        guard let next = firstIndex(in: declarationLines, where: { $0 > line }).map({ declarationLines[$0] })
        else { return nil }
        guard let code = firstIndex(in: tokens, where: { $0.line > line }) else { return next }
        return tokens[code].line < next ? nil : next
    }

    /// The first index whose element satisfies `isAfter`, in a collection where it holds from some index on.
    private func firstIndex<Element>(in elements: [Element], where isAfter: (Element) -> Bool) -> Int? {
        var (low, high) = (0, elements.count)
        while low < high {
            let middle = (low + high) / 2
            if isAfter(elements[middle]) { high = middle } else { low = middle + 1 }
        }
        return low < elements.count ? low : nil
    }

    /// The comment at `position` read as an annotation; `nil` when it is an ordinary comment.
    func readAnnotation(_ position: Int) -> AnnotationParser.Result? {
        let comment = comments[position]
        var offset = comment.start
        while offset < comment.end, bytes[offset] == ASCII.slash { offset += 1 }
        while offset < comment.end, bytes[offset] == ASCII.space || bytes[offset] == ASCII.tab { offset += 1 }
        guard offset < comment.end, bytes[offset] == ASCII.at else { return nil }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<comment.end]), as: UTF8.self)
        let at = SourceLocation(file: path, line: comment.line, column: comment.column + offset - comment.start)
        return AnnotationParser.parse(text, at: at)
    }

    private func misplaced(_ annotation: Annotation, written: String, on kind: DeclarationKind) -> Diagnostic {
        let name = annotation.kind.name
        let targets = DeclarationKind.allCases.filter { name.allowedTargets.contains($0) }.map(\.phrase)
        let list = targets.count > 1 ? targets.dropLast().joined(separator: ", ") + " or " + targets.last! : targets[0]
        let fitting = AnnotationName.allCases.filter { $0.allowedTargets.contains(kind) }.map(\.rawValue)
        var near = NearMiss.closest(to: name.rawValue, among: fitting)
        if near.isEmpty {
            // `inject` on a class most likely meant `injectOnly`: a name that extends, or is extended by, this one.
            near = fitting.filter { $0.hasPrefix(name.rawValue) || name.rawValue.hasPrefix($0) }
        }
        let suggestions = near.map {
            Diagnostic.Note("did you mean '@\(annotation.prefix).\($0)'?", at: annotation.location)
        }
        return Diagnostic(
            .error, .misplacedAnnotation,
            "'\(written)' cannot be attached to \(kind.phrase); it applies to \(list)",
            at: annotation.location, suggestions: suggestions
        )
    }
}
