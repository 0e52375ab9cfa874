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
N = 0 writes the import and an empty function: the fixed cost that check-compile-instructions.sh subtracts.
"""
import sys


def registrations(library: str, n: int, mode: str) -> str:
    lines = ["import DIRuntime" if library == "DIRuntime" else "import Swinject", ""]
    if mode == "plain":
        lines += [f"final class S{i}: Sendable {{}}" for i in range(n)]
    elif n > 0:
        lines += ["final class S0: Sendable { init() {} }"]
        lines += [f"final class S{i}: Sendable {{ let d: S{i - 1}; init(d: S{i - 1}) {{ self.d = d }} }}"
                  for i in range(1, n)]
    lines += ["", "public func registerAll(in container: Container) {"]
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


if __name__ == "__main__":
    if len(sys.argv) not in (4, 5) or sys.argv[1] not in ("DIRuntime", "Swinject"):
        sys.exit("usage: generate-registrations.py DIRuntime|Swinject N PATH [plain|resolving|autowired]")
    mode = sys.argv[4] if len(sys.argv) == 5 else "plain"
    if mode not in ("plain", "resolving", "autowired"):
        sys.exit(f"error: MODE must be plain, resolving or autowired (got '{mode}')")
    with open(sys.argv[3], "w") as file:
        file.write(registrations(sys.argv[1], int(sys.argv[2]), mode))
