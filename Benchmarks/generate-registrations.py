#!/usr/bin/env python3
"""One Swift file of N classes and one function registering them, for the compile benchmarks.

compile-time.sh (seconds, large N) and check-compile-instructions.sh (callgrind instructions, small N) compile the
same files, so a style means the same thing in the README's rows and in the CI guard.

    generate-registrations.py LIBRARY N PATH [MODE]     LIBRARY: DIRuntime or Swinject; MODE (default plain):
      plain      a factory that makes its class: `container.register(.unique) { _ in S42() }`
      resolving  a factory that resolves the class before it: `{ c in S42(d: try c.resolve()) }`,
                 Swinject's `{ r in S42(d: r.resolve(S41.self)!) }`
      autowired  the initializer registered as it is: `register(S42.init, scope: .unique)`, beside the same Swinject
                 factories as `resolving` (Swinject has no auto-wiring)
      scoped     plain factories in a scope's declaration: `container.scope("Session") { session in … }`, beside
                 Swinject's in a child container (`Container(parent:)`, its way to a session; it has no scopes)
N = 0 writes the import and an empty function (for `scoped`, an empty declaration or child container): the fixed
cost that check-compile-instructions.sh subtracts.
"""
import sys


def registrations(library: str, n: int, mode: str) -> str:
    lines = ["import DIRuntime" if library == "DIRuntime" else "import Swinject", ""]
    if mode in ("plain", "scoped"):
        lines += [f"final class S{i}: Sendable {{}}" for i in range(n)]
    elif n > 0:
        lines += ["final class S0: Sendable { init() {} }"]
        lines += [f"final class S{i}: Sendable {{ let d: S{i - 1}; init(d: S{i - 1}) {{ self.d = d }} }}"
                  for i in range(1, n)]
    lines += ["", "public func registerAll(in container: Container) {"]
    if mode == "scoped":
        return scoped(lines, library, n)
    for i in range(n):
        if library == "DIRuntime":
            if mode == "plain" or i == 0:
                lines.append(f"    container.register(.unique) {{ _ in S{i}() }}")
            elif mode == "resolving":
                lines.append(f"    container.register(.unique) {{ c in S{i}(d: try c.resolve()) }}")
            else:
                lines.append(f"    container.register(S{i}.init, scope: .unique)")
        elif mode == "plain" or i == 0:
            lines.append(f"    container.register(S{i}.self) {{ _ in S{i}() }}")
        else:
            lines.append(f"    container.register(S{i}.self) {{ r in S{i}(d: r.resolve(S{i - 1}.self)!) }}")
    lines += ["}"]
    return "\n".join(lines) + "\n"


def scoped(lines: list, library: str, n: int) -> str:
    if library == "DIRuntime":
        lines.append('    _ = container.scope("Session") { session in')
        lines += [f"        session.register(.unique) {{ _ in S{i}() }}" for i in range(n)]
        lines.append("    }")
    else:
        lines.append("    let session = Container(parent: container)")
        lines += [f"    session.register(S{i}.self) {{ _ in S{i}() }}" for i in range(n)]
        lines.append("    _ = session")
    lines += ["}"]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    if len(sys.argv) not in (4, 5) or sys.argv[1] not in ("DIRuntime", "Swinject"):
        sys.exit("usage: generate-registrations.py DIRuntime|Swinject N PATH [plain|resolving|autowired|scoped]")
    mode = sys.argv[4] if len(sys.argv) == 5 else "plain"
    if mode not in ("plain", "resolving", "autowired", "scoped"):
        sys.exit(f"error: MODE must be plain, resolving, autowired or scoped (got '{mode}')")
    with open(sys.argv[3], "w") as file:
        file.write(registrations(sys.argv[1], int(sys.argv[2]), mode))
