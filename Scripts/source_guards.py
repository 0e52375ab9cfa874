"""Which parts of a Swift file are guarded for an Apple platform, read from its tokens.

A reference needs no more than its context guarantees: inside `if #available(macOS 15, *) { … }`, after
`guard #available(macOS 15, *) else { … }`, or in a declaration marked `@available(macOS 15, *)` it may use
macOS 15 API; inside an `#if` clause that is never compiled for an Apple platform (`#if canImport(Glibc)`,
the `#else` of `#if canImport(Darwin)`, `#if !canImport(ObjectiveC)`) it may use anything.

Only the forms above are recognised, and only where the structure reads unambiguously; anything else counts as
unguarded, so the check errs towards reporting. A file whose brackets or `#if`s do not balance under this simple
lexer (a bare `/regex/` holding a quote or a bracket, say) is treated as having no guards at all.
"""

import bisect
import re
from dataclasses import dataclass

APPLE_DOMAINS = ("macOS", "iOS", "tvOS", "watchOS", "visionOS", "macCatalyst")
NON_APPLE_OPERATING_SYSTEMS = {"Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI", "Cygwin", "Haiku", "PS4",
                               "none"}
# canImport(M) for an Apple platform: True everywhere, False everywhere, or only on some domains.
APPLE_MODULES = {"Darwin", "ObjectiveC", "os", "CoreFoundation", "Combine", "Security", "SwiftUI", "Foundation",
                 "Dispatch"}
NON_APPLE_MODULES = {"Glibc", "Musl", "Bionic", "Android", "WinSDK", "ucrt", "CRT", "WASILibc", "wasi_pthread"}
MODULE_DOMAINS = {"AppKit": {"macOS", "macCatalyst"}, "UIKit": {"iOS", "tvOS", "visionOS", "macCatalyst", "watchOS"}}
DECLARATION_KEYWORDS = {"func", "init", "deinit", "subscript", "var", "let", "struct", "class", "enum", "actor",
                        "protocol", "extension", "typealias", "case", "associatedtype", "macro"}
CONTINUATION_WORDS = {"where", "throws", "rethrows", "async"}
LINE_CONTINUING_ENDINGS = {",", ":", "=", "->", ".", "&&", "||", "??", "+", "-", "*", "/", "%", "&", "|", "^", "==",
                           "!=", "<", "<=", ">=", "..<", "..."}


class UnreadableSource(Exception):
    pass


@dataclass
class Token:
    kind: str      # identifier, pound, attribute, number, string, open, close, punctuation, operator, newline
    text: str
    start: int     # byte offsets into the file
    end: int       # one past the last byte
    depth: int = 0
    match: int = -1


def tokenize(text):
    """Swift tokens with comments dropped and each string literal (interpolations included) as one token."""
    tokens, index = [], 0
    while index < len(text):
        character = text[index]
        if character == "\n":
            tokens.append(Token("newline", "\n", index, index + 1))
            index += 1
        elif character in " \t\r\f\v":
            index += 1
        elif text.startswith("//", index):
            index = text.find("\n", index)
            index = len(text) if index < 0 else index
        elif text.startswith("/*", index):
            end = skip_block_comment(text, index)
            if "\n" in text[index:end]:
                tokens.append(Token("newline", "\n", index, end))
            index = end
        elif character == '"' or (character == "#" and re.match(r'#+"', text[index:index + 64])):
            end = skip_string(text, index)
            tokens.append(Token("string", text[index:end], index, end))
            index = end
        elif character == "#" and re.match(r"#+/", text[index:index + 64]):
            hashes = len(re.match(r"#+", text[index:]).group(0))
            end = text.find("/" + "#" * hashes, index + hashes + 1)
            if end < 0:
                raise UnreadableSource("unterminated regex literal")
            tokens.append(Token("string", text[index:end + hashes + 1], index, end + hashes + 1))
            index = end + hashes + 1
        else:
            match = (re.compile(r"#[A-Za-z_]\w*").match(text, index) or
                     re.compile(r"@[A-Za-z_\x80-\xff][\w\x80-\xff]*").match(text, index) or
                     re.compile(r"`[^`\n]+`|[A-Za-z_$\x80-\xff][\w$\x80-\xff]*").match(text, index) or
                     re.compile(r"\d[\d_]*(?:\.\d[\d_]*)*").match(text, index) or
                     re.compile(r"[-/=+!*%<>&|^~?.]+").match(text, index))
            if match:
                word = match.group(0)
                kind = {"#": "pound", "@": "attribute"}.get(word[0]) or (
                    "number" if word[0].isdigit() else "operator" if word[0] in "-/=+!*%<>&|^~?." else "identifier")
                tokens.append(Token(kind, word, index, match.end()))
                index = match.end()
            else:
                kind = "open" if character in "([{" else "close" if character in ")]}" else "punctuation"
                tokens.append(Token(kind, character, index, index + 1))
                index += 1
    return tokens


def skip_block_comment(text, index):
    depth = 0
    while index < len(text):
        if text.startswith("/*", index):
            depth, index = depth + 1, index + 2
        elif text.startswith("*/", index):
            depth, index = depth - 1, index + 2
            if depth == 0:
                return index
        else:
            index += 1
    raise UnreadableSource("unterminated block comment")


def skip_string(text, index):
    """The end of the string literal starting at `index` (raw `#"…"#`, multi-line, with interpolations)."""
    hashes = len(re.match(r"#*", text[index:]).group(0))
    index += hashes
    multiline = text.startswith('"""', index)
    closing = ('"""' if multiline else '"') + "#" * hashes
    index += 3 if multiline else 1
    escape = "\\" + "#" * hashes
    while index < len(text):
        if text.startswith(closing, index):
            return index + len(closing)
        if text.startswith(escape, index):
            index += len(escape)
            if index < len(text) and text[index] == "(":
                index = skip_interpolation(text, index + 1)
            else:
                index += 1
        elif text[index] == "\n" and not multiline:
            break
        else:
            index += 1
    raise UnreadableSource("unterminated string literal")


def skip_interpolation(text, index):
    depth = 1
    while index < len(text):
        character = text[index]
        if character == '"' or (character == "#" and re.match(r'#+"', text[index:index + 64])):
            index = skip_string(text, index)
            continue
        if text.startswith("/*", index):
            index = skip_block_comment(text, index)
            continue
        if character == "(":
            depth += 1
        elif character == ")":
            depth -= 1
            if depth == 0:
                return index + 1
        index += 1
    raise UnreadableSource("unterminated interpolation")


def match_brackets(tokens):
    stack = []
    for position, token in enumerate(tokens):
        if token.kind == "open":
            token.depth = len(stack)
            stack.append(position)
        elif token.kind == "close":
            if not stack or tokens[stack[-1]].text + token.text not in ("()", "[]", "{}"):
                raise UnreadableSource("brackets do not balance")
            opener = stack.pop()
            token.depth, token.match, tokens[opener].match = len(stack), opener, position
        else:
            token.depth = len(stack)
    if stack:
        raise UnreadableSource("brackets do not balance")


# MARK: - `#if` conditions, evaluated for one Apple platform in three values (True, False, None for unknown)


def parse_condition(tokens):
    """`#if` condition tokens to a tree: ("or"|"and", a, b), ("not", a), ("call", name, argument), ("name", n)."""
    pieces = []
    for token in tokens:
        if token.kind == "operator":
            pieces += re.findall(r"&&|\|\||!|.", token.text)
        else:
            pieces.append(token.text)
    position = 0

    def peek():
        return pieces[position] if position < len(pieces) else None

    def take():
        nonlocal position
        position += 1
        return pieces[position - 1]

    def disjunction():
        node = conjunction()
        while peek() == "||":
            take()
            node = ("or", node, conjunction())
        return node

    def conjunction():
        node = unary()
        while peek() == "&&":
            take()
            node = ("and", node, unary())
        return node

    def unary():
        if peek() == "!":
            take()
            return ("not", unary())
        if peek() == "(":
            take()
            node = disjunction()
            if take() != ")":
                raise UnreadableSource("unbalanced #if condition")
            return node
        name = take() if peek() is not None else None
        if name is None:
            raise UnreadableSource("empty #if condition")
        if peek() == "(":
            take()
            depth, argument = 1, []
            while depth:
                piece = take() if peek() is not None else None
                if piece is None:
                    raise UnreadableSource("unbalanced #if condition")
                depth += {"(": 1, ")": -1}.get(piece, 0)
                if depth:
                    argument.append(piece)
            return ("call", name, argument[0] if argument else "")
        return ("name", name)

    node = disjunction()
    if peek() is not None:
        raise UnreadableSource("unreadable #if condition")
    return node


def evaluate(node, domain):
    kind = node[0]
    if kind == "not":
        value = evaluate(node[1], domain)
        return None if value is None else not value
    if kind in ("and", "or"):
        left, right = evaluate(node[1], domain), evaluate(node[2], domain)
        if kind == "and":
            return False if False in (left, right) else None if None in (left, right) else True
        return True if True in (left, right) else None if None in (left, right) else False
    if kind == "name":
        return {"true": True, "false": False}.get(node[1])
    name, argument = node[1], node[2]
    if name == "os":
        if argument in APPLE_DOMAINS:
            return argument == domain or (argument == "iOS" and domain == "macCatalyst")
        return False if argument in NON_APPLE_OPERATING_SYSTEMS else None
    if name == "canImport":
        if argument in APPLE_MODULES:
            return True
        if argument in NON_APPLE_MODULES:
            return False
        if argument in MODULE_DOMAINS:
            return True if domain in MODULE_DOMAINS[argument] else False
    return None  # arch, targetEnvironment, compiler, swift, hasFeature, custom flags: as on Linux, or unknown


# MARK: - Guards


@dataclass
class Region:
    start: tuple   # (line, column), inclusive
    end: tuple     # (line, column), inclusive


class SourceGuards:
    def __init__(self, text):
        self.text = text.encode("utf-8").decode("latin-1")   # one character per byte: columns are byte columns
        self.line_starts = [0] + [match.end() for match in re.finditer("\n", self.text)]
        self.conditional_regions = []   # (Region, condition tree)
        self.availability_regions = []  # (Region, {domain: version})
        self.unreadable = None          # why the file's structure could not be read, if it could not
        try:
            self.tokens = tokenize(self.text)
            match_brackets(self.tokens)
            self._read_conditional_compilation()
            self._read_availability()
        except UnreadableSource as problem:
            self.conditional_regions, self.availability_regions = [], []
            self.unreadable = str(problem)

    def covers(self, position, domain, needed, minimum):
        """Whether a reference at (line, column) that needs `needed` on `domain` (None: unavailable there) is
        fine there: never compiled for that platform, or inside a guard for that version."""
        for region, condition in self.conditional_regions:
            if region.start <= position <= region.end and evaluate(condition, domain) is False:
                return True
        if needed is None:
            return False
        floor = minimum
        for region, versions in self.availability_regions:
            if region.start <= position <= region.end and domain in versions:
                floor = max(floor, versions[domain])
        return needed <= floor

    def _position(self, offset):
        line = bisect.bisect_right(self.line_starts, offset)
        return (line, offset - self.line_starts[line - 1] + 1)

    def _region(self, first_token, last_token):
        return Region(self._position(first_token.start), self._position(last_token.end - 1))

    def _read_conditional_compilation(self):
        clauses = []   # stack of [previous conditions, current condition, start token index]
        tokens = self.tokens
        for index, token in enumerate(tokens):
            if token.kind != "pound" or token.text not in ("#if", "#elseif", "#else", "#endif"):
                continue
            end = index + 1
            while end < len(tokens) and not (tokens[end].kind == "newline" and tokens[end].depth == token.depth):
                end += 1
            condition = parse_condition(tokens[index + 1:end]) if token.text in ("#if", "#elseif") else None
            if token.text == "#if":
                clauses.append([[], condition, end])
                continue
            if not clauses:
                raise UnreadableSource(f"{token.text} without #if")
            previous, current, start = clauses[-1]
            if start < index:
                self._add_clause(previous, current, tokens[start], tokens[index - 1])
            if token.text == "#endif":
                clauses.pop()
            else:
                clauses[-1] = [previous + [current], condition or ("name", "true"), end]
        if clauses:
            raise UnreadableSource("#if without #endif")

    def _add_clause(self, previous, current, first, last):
        condition = current
        for earlier in previous:
            condition = ("and", ("not", earlier), condition)
        self.conditional_regions.append((self._region(first, last), condition))

    def _read_availability(self):
        tokens = self.tokens
        for index, token in enumerate(tokens):
            if token.text == "#available" and index + 1 < len(tokens) and tokens[index + 1].text == "(":
                versions = self._short_form(tokens[index + 2:tokens[index + 1].match])
                region = self._statement_guard(index, tokens[index + 1].match)
                if versions and region:
                    self.availability_regions.append((region, versions))
            elif token.text == "@available" and index + 1 < len(tokens) and tokens[index + 1].text == "(":
                arguments = tokens[index + 2:tokens[index + 1].match]
                versions = self._short_form(arguments) or self._long_form(arguments)
                region = self._declaration_extent(index, tokens[index + 1].match)
                if versions and region:
                    self.availability_regions.append((region, versions))

    @staticmethod
    def _split(arguments):
        groups, current = [], []
        for token in arguments:
            if token.kind == "newline":
                continue
            if token.text == "," and token.depth == arguments[0].depth:
                groups.append(current)
                current = []
            else:
                current.append(token)
        return groups + [current]

    def _short_form(self, arguments):
        """`macOS 15, iOS 18.0, *` to {domain: version}; {} for anything else."""
        if not arguments:
            return {}
        versions = {}
        for group in self._split(arguments):
            texts = [token.text for token in group]
            if texts == ["*"]:
                continue
            if len(texts) != 2 or group[1].kind != "number":
                return {}
            if texts[0] in APPLE_DOMAINS:
                versions[texts[0]] = version_of(texts[1])
        return versions

    def _long_form(self, arguments):
        """`macOS, introduced: 15.0` to {domain: version}."""
        groups = self._split(arguments) if arguments else []
        if not groups or [token.text for token in groups[0]] not in ([domain] for domain in APPLE_DOMAINS):
            return {}
        for group in groups[1:]:
            texts = [token.text for token in group]
            if len(texts) == 3 and texts[:2] == ["introduced", ":"] and group[2].kind == "number":
                return {groups[0][0].text: version_of(texts[2])}
        return {}

    def _statement_guard(self, index, closing):
        """The code an `if`/`while`/`guard` condition `#available(…)` at `index` guards, or None."""
        tokens, depth = self.tokens, self.tokens[index].depth
        keyword = None
        for back in range(index - 1, -1, -1):
            token = tokens[back]
            if token.depth < depth or (token.depth == depth and token.text in ("{", "}", ";")):
                break
            if token.depth == depth and token.kind == "identifier" and token.text in ("if", "while", "guard"):
                keyword = token.text
                break
        if keyword is None:
            return None
        forward = closing + 1
        if keyword == "guard":
            while forward < len(tokens) and not (tokens[forward].depth == depth and tokens[forward].text == "else"):
                if tokens[forward].depth < depth:
                    return None
                forward += 1
        while forward < len(tokens) and not (tokens[forward].depth == depth and tokens[forward].text == "{"):
            if tokens[forward].depth < depth or (tokens[forward].depth == depth and tokens[forward].text == "}"):
                return None
            forward += 1
        if forward >= len(tokens):
            return None
        body_end = tokens[forward].match
        if keyword != "guard":
            return self._region(tokens[forward], tokens[body_end])
        enclosing = next((back for back in range(index - 1, -1, -1)
                          if tokens[back].kind == "open" and tokens[back].match > index), None)
        if enclosing is None:
            last = tokens[-1]
        elif tokens[enclosing].text != "{":
            return None
        else:
            last = tokens[tokens[enclosing].match]
        return self._region(tokens[body_end], last) if body_end + 1 < len(tokens) else None

    def _declaration_extent(self, index, closing):
        """The declaration an `@available(…)` at `index` applies to, from the attribute to its closing brace, or to
        the end of its line when it has no body. None when no declaration follows."""
        tokens = self.tokens
        forward = closing + 1
        while forward < len(tokens):
            token = tokens[forward]
            if token.kind == "newline":
                forward += 1
            elif token.kind == "attribute":
                forward += 1
                if forward < len(tokens) and tokens[forward].text == "(":
                    forward = tokens[forward].match + 1
            elif token.kind == "identifier" and token.text in DECLARATION_KEYWORDS:
                break
            elif token.kind == "identifier" and re.fullmatch(r"[a-z]+", token.text):
                forward += 1   # a modifier: public, static, nonisolated, private(set)…
                if forward < len(tokens) and tokens[forward].text == "(":
                    forward = tokens[forward].match + 1
            else:
                return None
        if forward >= len(tokens):
            return None
        depth, keyword = tokens[forward].depth, forward
        last = forward
        forward += 1
        while forward < len(tokens):
            token = tokens[forward]
            if token.depth < depth or (token.depth == depth and token.text in ("}", ";")):
                break
            if token.depth == depth and token.text == "{":
                return self._region(tokens[index], tokens[token.match])
            if token.depth == depth and token.kind == "newline":
                after = next((tokens[ahead] for ahead in range(forward + 1, len(tokens))
                              if tokens[ahead].kind != "newline"), None)
                # A line ending in `,`, `:`, `=`, `->` or a binary operator goes on; one ending in `>` or `?`
                # may end a type (`Mutex<Int>`, `Int?`), so it ends the declaration. So does anything else, unless
                # the next line starts with an operator (`.map`, `->`), `{` or `where`/`throws`/`async`.
                before = tokens[last]
                continues = (before.text in LINE_CONTINUING_ENDINGS or after is not None and (
                    after.kind == "operator" or after.text == "{" or after.text in CONTINUATION_WORDS))
                if not continues:
                    break
            elif token.kind != "newline":
                last = forward if token.kind != "open" else token.match
                if token.kind == "open":
                    forward = token.match
            forward += 1
        return self._region(tokens[index], tokens[max(last, keyword)])


def version_of(text):
    """`15`, `15.0` and `15.0.0` all to (15, 0, 0), so that versions compare as numbers."""
    parts = [int(part) for part in text.replace("_", "").split(".")]
    return tuple(parts + [0] * (3 - len(parts)))[:3]
