#!/usr/bin/env python3
"""Lists every reference from the package's sources to a toolchain declaration and fails on any whose Apple
availability is above the package's declared minimums. Standard library only.

    apple_availability.py minimums PACKAGE_JSON
    apple_availability.py exit-tests PACKAGE_JSON
    apple_availability.py check PACKAGE_JSON --scratch DIR --store DIR [--verbose]

PACKAGE_JSON is `swift package describe --type json`. check-apple-availability.sh builds the package and its tests
with an index store and calls this; its header says why the check works the way it does.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field

sys.dont_write_bytecode = True   # no __pycache__ beside the scripts
from index_store import IndexStore, IndexStoreError, Reference
from source_guards import SourceGuards, version_of
from symbol_graphs import AvailabilityCatalog, SymbolGraphError, find_toolchain, modules_named_in

# SwiftPM's platform names, the availability domain for each, in the order messages list them.
APPLE_PLATFORMS = [
    ("macos", "macOS"), ("ios", "iOS"), ("tvos", "tvOS"), ("watchos", "watchOS"), ("visionos", "visionOS"),
    ("maccatalyst", "macCatalyst"),
]
DOMAIN_ORDER = [domain for _, domain in APPLE_PLATFORMS]
# What SwiftPM 6 deploys to for an Apple platform a package does not name (PlatformRegistry's oldest).
SWIFTPM_DEFAULT_MINIMUMS = {"macOS": (10, 13, 0), "iOS": (12, 0, 0), "tvOS": (12, 0, 0), "watchOS": (4, 0, 0),
                           "visionOS": (1, 0, 0)}
# What a plugin is compiled for, whatever the package's `platforms:` say: it runs on the developer's Mac, and
# SwiftPM compiles it with `-target` at the deployment target of the toolchain's PackagePlugin library
# (DefaultPluginScriptRunner, `pluginLibraryMinimumDeploymentTarget`), which SwiftPM builds at its own
# `platforms:`: macOS 13 in Swift 6.2, the oldest toolchain tools version 6.2 accepts (macOS 14 from 6.3).
PLUGIN_MINIMUMS = {"macOS": (13, 0, 0)}


def render_version(version):
    """(15, 0, 0) as `15.0`, (15, 0, 1) as `15.0.1`."""
    return ".".join(str(part) for part in (version if version[2] else version[:2]))


def fail(message):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(1)


# MARK: - Package: minimums and the files to check


def read_minimums(package):
    """The deployment target per Apple domain: declared ones, and SwiftPM's defaults for the others."""
    declared = {}
    names = dict(APPLE_PLATFORMS)
    for platform in package.get("platforms", []):
        if platform["name"] in names:
            declared[names[platform["name"]]] = version_of(platform["version"])
    if not declared:
        fail("Package.swift declares no Apple minimums (no `platforms:`), so there is nothing to check against; "
             "add e.g. `platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)]`")
    minimums = dict(SWIFTPM_DEFAULT_MINIMUMS)
    minimums.update(declared)
    return minimums, set(declared)


def render_minimums(minimums, declared_domains, separator, domains=DOMAIN_ORDER):
    """`macOS 14.0 / iOS 17.0 …`, marking the platforms Package.swift leaves to SwiftPM's default."""
    return separator.join(f"{domain} {render_version(minimums[domain])}"
                          + ("" if domain in declared_domains else " (SwiftPM's default)")
                          for domain in domains if domain in minimums)


@dataclass
class Scope:
    """The source files whose references are checked, each with the target it belongs to."""
    root: str
    target_of_file: dict = field(default_factory=dict)   # absolute path -> target name
    plugin_output_targets: set = field(default_factory=set)
    plugins: list = field(default_factory=list)          # (module name, [absolute paths]) of each plugin target

    def minimums_for(self, path, minimums):
        """The package's minimums, or a plugin's (PLUGIN_MINIMUMS) for a file of a plugin target."""
        return PLUGIN_MINIMUMS if any(path in files for _, files in self.plugins) else minimums

    def target_for(self, path, module_name):
        if path in self.target_of_file:
            return self.target_of_file[path]
        # Files a build plugin generated for a checked target: <scratch>/plugins/outputs/<package>/<Target>/…
        marker = f"{os.sep}plugins{os.sep}outputs{os.sep}"
        if marker in path and module_name in self.plugin_output_targets:
            if path.split(marker, 1)[1].split(os.sep)[1:2] == [module_name]:
                return module_name
        return None


# Target types compiled for a device, or for the deployment targets on a Mac: test targets too, since SwiftPM
# builds them for the package's minimums. Plugins run on the host, at PLUGIN_MINIMUMS.
CHECKED_TARGET_TYPES = ("library", "executable", "test")


def read_scope(package):
    """Every Swift library, executable, test and plugin target, with the files build plugins generate for them."""
    root = package["path"]
    scope = Scope(root=root)
    for target in package["targets"]:
        files = [os.path.join(root, target["path"], source) for source in target.get("sources", [])]
        if target.get("module_type") == "PluginTarget":
            scope.plugins.append((target["c99name"], files))
        elif target.get("module_type") != "SwiftTarget" or target["type"] not in CHECKED_TARGET_TYPES:
            continue
        else:
            scope.plugin_output_targets.add(target["name"])
        for path in files:
            scope.target_of_file[path] = target["name"]
    return scope


def index_plugins(scope, store, tools_version, toolchain):
    """Adds each plugin target to the index store: SwiftPM compiles plugins apart from the build (with swiftc,
    against the toolchain's PackagePlugin module), so `swift build --enable-index-store` never indexes them. Only
    what Linux compiles is seen: the `#if canImport(XcodeProjectPlugin)` part is Xcode's alone."""
    plugin_api = os.path.join(os.path.dirname(toolchain.module_directory), "pm", "PluginAPI")
    for module_name, files in scope.plugins:
        command = [shutil.which("swiftc") or "swiftc", "-typecheck", "-index-store-path", store,
                   "-module-name", module_name, "-parse-as-library", "-swift-version", "6",
                   "-package-description-version", tools_version, "-I", plugin_api] + files
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0:
            fail(f"could not index plugin {module_name} ({' '.join(command)}):\n{result.stderr}")


# MARK: - Exit tests


# Swift Testing has no exit tests where its Package.swift defines SWT_NO_EXIT_TESTS, among Apple's platforms iOS,
# tvOS, watchOS and visionOS: there `#expect(processExitsWith:)` is unavailable and its test target does not compile.
# Linux's Testing interface does not say so (the condition is compiled away), so the index cannot show it.
NO_EXIT_TEST_DOMAINS = ("iOS", "tvOS", "watchOS", "visionOS")
EXIT_TEST_MACROS = ("#expect", "#require")


def exit_test_uses(guards):
    """(line, column) of each `#expect(processExitsWith:` / `#require(processExitsWith:` in code, not in comments
    or strings. In a file whose structure cannot be read, every textual occurrence counts."""
    if guards.unreadable:
        return [guards._position(match.start()) for match in re.finditer(r"processExitsWith", guards.text)]
    code = [token for token in guards.tokens if token.kind != "newline"]
    return [guards._position(token.start) for index, token in enumerate(code[:-2])
            if token.kind == "pound" and token.text in EXIT_TEST_MACROS and code[index + 1].text == "("
            and code[index + 2].text == "processExitsWith"]


def check_exit_tests(arguments):
    """Fails on an exit test that an Apple destination without exit tests would compile."""
    with open(arguments.package) as file:
        scope = read_scope(json.load(file))
    unguarded, uses = [], 0
    for path in sorted(scope.target_of_file):
        with open(path, encoding="utf-8") as file:
            text = file.read()
        if "processExitsWith" not in text:
            continue
        guards = SourceGuards(text)
        for position in exit_test_uses(guards):
            uses += 1
            compiled_on = [domain for domain in NO_EXIT_TEST_DOMAINS if not guards.covers(position, domain, None, None)]
            if compiled_on:
                unguarded.append((path, position, compiled_on))
    for path, (line, column), compiled_on in unguarded:
        print(f"{os.path.relpath(path, scope.root)}:{line}:{column}: error: an exit test compiled for "
              f"{', '.join(compiled_on)}, where Swift Testing has none, so this test target does not build for those "
              "destinations; wrap the test function in `#if os(macOS) || os(Linux) || os(Windows)` … `#endif`")
    if unguarded:
        fail(f"{len(unguarded)} exit tests are not guarded for the platforms without exit tests (above)")
    print(f"exit tests: none of the {uses} uses of `processExitsWith:` is compiled for "
          f"{', '.join(NO_EXIT_TEST_DOMAINS)}, where Swift Testing has no exit tests")


# MARK: - Check


@dataclass
class Finding:
    reference: Reference
    title: str
    needs: dict   # domain -> introduced version, or None where the declaration is unavailable


@dataclass
class IndexedSources:
    references: list
    module_of_file: dict      # main file -> module name
    declared: set             # USRs the package's own code declares
    toolchain_modules: set    # toolchain modules the checked files import


def read_index(index, scope, toolchain):
    """The references of every checked file, from its newest unit (a file compiled into two modules, such as a
    library and its host-tool copy for the build plugin, has two)."""
    newest, declared = {}, set()
    for unit in index.units(toolchain.module_directory):
        if not os.path.exists(unit.main_file):
            continue   # the unit of a deleted file
        if scope.target_for(unit.main_file, unit.module_name) is None:
            for record in unit.records:
                declared |= index.occurrences(record, unit.main_file)[1]
        elif unit.main_file not in newest or unit.modification_time > newest[unit.main_file].modification_time:
            newest[unit.main_file] = unit
    unindexed = sorted(set(scope.target_of_file) - set(newest))
    if unindexed:
        fail("the index has no entry for " + ", ".join(os.path.relpath(path, scope.root) for path in unindexed[:5])
             + (" …" if len(unindexed) > 5 else "") + "; build the targets they belong to with "
             "`--build-tests --enable-index-store` first (check-apple-availability.sh does)")
    sources = IndexedSources([], {}, declared, set())
    for path, unit in newest.items():
        sources.module_of_file[path] = unit.module_name
        sources.toolchain_modules |= unit.toolchain_modules
        for record in unit.records:
            references, declared_here = index.occurrences(record, path)
            sources.references += references
            sources.declared |= declared_here
    return sources


def needs_above(catalog, usr, minimums):
    """The Apple domains on which a declaration is newer than the minimum (or unavailable), with what it needs.

    A protocol requirement added later with an older default implementation (`FixedWidthInteger.&*`, a
    requirement since Swift 6.0) needs nothing: below its version, Apple's compiler ranks the unavailable
    requirement lower and calls the default implementation (swiftlang/swift#29921); Linux has no availability,
    so its index names the requirement."""
    needs = {}
    for domain, (introduced, obsoleted, unavailable) in catalog.effective_availability(usr).items():
        if domain not in minimums:
            continue
        if unavailable or (obsoleted is not None and obsoleted <= minimums[domain]):
            needs[domain] = None
        elif introduced is not None and introduced > minimums[domain]:
            needs[domain] = introduced
    declaration = catalog.declarations.get(usr)
    if needs and declaration and any(default in catalog.declarations and not needs_above(catalog, default, minimums)
                                     for default in declaration.defaults):
        return {}
    return needs


# `AsyncIteratorProtocol.next()`, the requirement every async iterator has had since the protocol began.
ASYNC_ITERATOR_NEXT = "s:ScI4next7ElementQzSgyYaKF"


def is_for_await_fallback(catalog, reference, usr, minimums):
    """A `for await` loop's own call of `next(isolation:)` (an implicit reference): Apple's compiler makes that call
    only where `next(isolation:)` is available, and below it (macOS 15 / iOS 18) calls the iterator's `next()`
    (swiftlang/swift test/Concurrency/async_for_each_back_deploy.swift). Linux has no availability, so its index
    always names `next(isolation:)`."""
    return (reference.implicit and catalog.declarations[usr].title.endswith(".next(isolation:)")
            and ASYNC_ITERATOR_NEXT in catalog.declarations and not needs_above(catalog, ASYNC_ITERATOR_NEXT, minimums))


def is_own_or_imported_from_c(usr, package_modules, declared):
    """USRs no toolchain symbol graph can list: the package's own (synthesized `rawValue`, `allCases`…) and C
    declarations (`c:…`, or `s:So…` for a C type's Swift members)."""
    if not usr.startswith("s:") or usr.startswith(("s:So", "s:SC")) or usr in declared:
        return True
    return any(usr.startswith(f"s:{len(module)}{module}") for module in package_modules)


def check(arguments):
    with open(arguments.package) as file:
        package = json.load(file)
    minimums, declared_domains = read_minimums(package)
    scope = read_scope(package)
    toolchain = find_toolchain()
    index_plugins(scope, arguments.store, package["tools_version"], toolchain)
    sources = read_index(IndexStore(toolchain.index_store_library, arguments.store), scope, toolchain)
    package_modules = {target["name"] for target in package["targets"]}

    catalog = AvailabilityCatalog(toolchain, arguments.scratch)
    available = set(catalog.available_modules())
    named = set()
    for reference in sources.references:
        if not is_own_or_imported_from_c(reference.usr, package_modules, sources.declared):
            named |= modules_named_in(reference.usr, available)
    catalog.load(sorted((sources.toolchain_modules | named) & available))

    findings, unlisted, counted, targets = [], set(), set(), set()
    for reference in sources.references:
        usr = catalog.resolve(reference.usr)
        if usr is None:
            if not reference.generic_parameter and not is_own_or_imported_from_c(reference.usr, package_modules,
                                                                                   sources.declared):
                unlisted.add((reference.usr, reference.name))
            continue
        counted.add((reference.path, reference.line, reference.column, usr))
        targets.add(scope.target_for(reference.path, sources.module_of_file[reference.path]))
        floors = scope.minimums_for(reference.path, minimums)
        needs = needs_above(catalog, usr, floors)
        if needs and not is_for_await_fallback(catalog, reference, usr, floors):
            findings.append(Finding(reference, catalog.declarations[usr].title, needs))

    findings, guarded = apply_guards(findings, lambda path: scope.minimums_for(path, minimums))
    if arguments.verbose:
        for usr, name in sorted(unlisted):
            print(f"note: no symbol graph lists '{name}' ({usr}), so its availability is not checked", file=sys.stderr)
    if findings:
        report(findings, minimums, declared_domains, scope)
        sys.exit(1)
    guarded_note = f", {guarded:,} more guarded by #available or compiled only off Apple" if guarded else ""
    plugins_note = (f" (plugins: {render_minimums(PLUGIN_MINIMUMS, set(PLUGIN_MINIMUMS), ' / ')})"
                    if scope.plugins else "")
    print(f"apple availability: {len(counted):,} references to toolchain declarations in {len(targets)} targets, "
          f"none above {render_minimums(minimums, declared_domains, ' / ')}{plugins_note}{guarded_note}")


def apply_guards(findings, minimums_for):
    """Drops the platforms a finding is guarded on; returns the findings left and how many were dropped."""
    guards_by_file, left, guarded = {}, [], 0
    for finding in findings:
        path = finding.reference.path
        if path not in guards_by_file:
            with open(path, encoding="utf-8") as file:
                guards_by_file[path] = SourceGuards(file.read())
            if guards_by_file[path].unreadable:
                print(f"{path}: note: cannot read its #if / #available structure ({guards_by_file[path].unreadable}),"
                      " so none of its references count as guarded", file=sys.stderr)
        guards = guards_by_file[path]
        position = (finding.reference.line, finding.reference.column)
        minimums = minimums_for(path)
        needs = {domain: needed for domain, needed in finding.needs.items()
                 if not guards.covers(position, domain, needed, minimums[domain])}
        if needs:
            left.append(Finding(finding.reference, finding.title, needs))
        else:
            guarded += 1
    return left, guarded


def report(findings, minimums, declared_domains, scope):
    """One compiler-style line per file, line and declaration (its first column), sorted by file and line."""
    by_line = {}
    for finding in findings:
        reference = finding.reference
        key = (reference.path, reference.line, finding.title)
        if key not in by_line or (reference.column, reference.implicit) < (by_line[key].reference.column,
                                                                           by_line[key].reference.implicit):
            by_line[key] = finding
    # Where one spot names several declarations (`Mutex(0)` names the type and its initializer), keep the one
    # written, not the one implied, unless they need different versions.
    by_spot = {}
    for finding in by_line.values():
        reference = finding.reference
        key = (reference.path, reference.line, reference.column, tuple(sorted(finding.needs.items(),
                                                                              key=lambda item: item[0])))
        if key not in by_spot or (reference.implicit, len(finding.title)) < (by_spot[key].reference.implicit,
                                                                            len(by_spot[key].title)):
            by_spot[key] = finding
    lines = sorted(by_spot.values(), key=lambda finding: (finding.reference.path, finding.reference.line,
                                                          finding.reference.column, finding.title))
    for finding in lines:
        reference = finding.reference
        domains = [domain for domain in DOMAIN_ORDER if domain in finding.needs]
        needed = ", ".join(f"{domain} {render_version(finding.needs[domain])}" if finding.needs[domain] else
                           f"{domain} (unavailable there)" for domain in domains)
        floors = scope.minimums_for(reference.path, minimums)
        whose = "the package's minimums are" if floors is minimums else "plugins are compiled for"
        floors = render_minimums(floors, declared_domains if floors is minimums else set(floors), ", ", domains)
        print(f"{os.path.relpath(reference.path, scope.root)}:{reference.line}:{reference.column}: error: "
              f"'{finding.title}' needs {needed}; {whose} {floors} "
              f"(guard it with 'if #available' or use an older API)")
    files = len({finding.reference.path for finding in lines})
    print(f"apple availability: {len(lines):,} references in {files} files use toolchain API above the declared "
          f"minimums ({render_minimums(minimums, declared_domains, ' / ')}). Linux does not enforce Apple "
          "availability, so these compile here and fail on a Mac: guard each with `if #available(...)` / "
          "`@available(...)`, or use an API the minimums have.", file=sys.stderr)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    minimums = commands.add_parser("minimums", help="fail unless the package declares Apple minimums")
    minimums.add_argument("package")
    exit_tests = commands.add_parser("exit-tests", help="fail on an exit test compiled where Testing has none")
    exit_tests.add_argument("package")
    checker = commands.add_parser("check", help="check the indexed references against the minimums")
    checker.add_argument("package")
    checker.add_argument("--scratch", required=True, help="where to cache the toolchain's availability")
    checker.add_argument("--store", required=True, help="the index store the build wrote")
    checker.add_argument("--verbose", action="store_true", help="list references no symbol graph explains")
    arguments = parser.parse_args()
    try:
        if arguments.command == "minimums":
            with open(arguments.package) as file:
                read_minimums(json.load(file))
        elif arguments.command == "exit-tests":
            check_exit_tests(arguments)
        else:
            check(arguments)
    except (IndexStoreError, SymbolGraphError) as problem:
        fail(str(problem))


if __name__ == "__main__":
    main()
