"""The Apple availability of the toolchain's declarations, from `swift-symbolgraph-extract`.

Symbol graphs carry each declaration's USR (`identifier.precise`, the same string the index store records) and
its `availability` per domain, as the compiler reads the module's interface. One summary per module is cached
under the scratch folder, keyed by the toolchain.
"""

import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import subprocess
from dataclasses import dataclass

# Bump when the cached summary of a symbol graph changes shape.
CACHE_FORMAT = 2


class SymbolGraphError(Exception):
    pass


@dataclass
class Toolchain:
    triple: str
    module_directory: str     # …/usr/lib/swift/linux
    index_store_library: str  # …/usr/lib/libIndexStore.so
    symbolgraph_extract: str
    identity: str             # changes when the toolchain does


def find_toolchain():
    swift = shutil.which("swift")
    if swift is None:
        raise SymbolGraphError("`swift` is not on PATH")
    info = json.loads(subprocess.run([swift, "-print-target-info"], check=True, capture_output=True, text=True).stdout)
    resource_directory = info["paths"]["runtimeResourcePath"]
    module_directory = info["paths"]["runtimeLibraryImportPaths"][0]
    library = next((os.path.join(os.path.dirname(resource_directory), name)
                    for name in ("libIndexStore.so", "libIndexStore.dylib")
                    if os.path.exists(os.path.join(os.path.dirname(resource_directory), name))), None)
    if library is None:
        raise SymbolGraphError(f"the toolchain has no libIndexStore beside {resource_directory}; this check needs a "
                               "toolchain that ships it")
    extractor = os.path.join(os.path.dirname(os.path.realpath(swift)), "swift-symbolgraph-extract")
    identity = hashlib.sha256(f"{CACHE_FORMAT}|{info['compilerVersion']}|{module_directory}".encode()).hexdigest()[:16]
    return Toolchain(info["target"]["triple"], module_directory, library, extractor, identity)


@dataclass
class Declaration:
    title: str
    parents: list
    availability: dict   # domain -> (introduced or None, obsoleted or None, unavailable)
    defaults: list       # for a protocol requirement: its unconstrained default implementations


class AvailabilityCatalog:
    """USR -> declaration, from `swift-symbolgraph-extract` of each toolchain module, cached per toolchain."""

    PARENT_RELATIONSHIPS = ("memberOf", "requirementOf", "optionalRequirementOf", "extensionTo")

    def __init__(self, toolchain, cache_directory):
        self.toolchain = toolchain
        self.cache_directory = os.path.join(cache_directory, toolchain.identity)
        self.declarations = {}
        self._effective = {}

    def available_modules(self):
        return sorted(name[:-len(".swiftmodule")] for name in os.listdir(self.toolchain.module_directory)
                      if name.endswith(".swiftmodule"))

    def load(self, modules):
        os.makedirs(self.cache_directory, exist_ok=True)
        missing = [module for module in modules if not os.path.exists(self._cache_file(module))]
        with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            for module, problem in zip(missing, pool.map(self._extract, missing)):
                if problem:
                    raise SymbolGraphError(f"swift-symbolgraph-extract could not read the toolchain's {module} "
                                           f"module, so references to it cannot be checked:\n{problem}")
        for module in modules:
            with open(self._cache_file(module)) as file:
                for usr, (title, parents, availability, defaults) in json.load(file).items():
                    self._merge(usr, Declaration(title, parents, {
                        domain: (tuple(introduced) if introduced else None, tuple(obsoleted) if obsoleted else None,
                                 unavailable)
                        for domain, (introduced, obsoleted, unavailable) in availability.items()}, defaults))

    def _cache_file(self, module):
        return os.path.join(self.cache_directory, f"{module}.json")

    def _extract(self, module):
        output = os.path.join(self.cache_directory, f"{module}.symbolgraph")
        shutil.rmtree(output, ignore_errors=True)
        os.makedirs(output)
        process = subprocess.run([
            self.toolchain.symbolgraph_extract, "-module-name", module, "-target", self.toolchain.triple,
            "-sdk", "/", "-I", self.toolchain.module_directory, "-minimum-access-level", "public",
            "-module-cache-path", os.path.join(self.cache_directory, "module-cache"), "-output-dir", output,
        ], capture_output=True, text=True)
        if process.returncode != 0:
            return process.stderr.strip() or f"exit status {process.returncode}"
        graphs = []
        for name in sorted(os.listdir(output)):
            with open(os.path.join(output, name)) as file:
                graphs.append(json.load(file))
        parents, defaults = {}, {}
        for graph in graphs:
            for relationship in graph.get("relationships", []):
                if relationship["kind"] in self.PARENT_RELATIONSHIPS:
                    parents.setdefault(relationship["source"], set()).add(relationship["target"])
                elif relationship["kind"] == "defaultImplementationOf":
                    defaults.setdefault(relationship["target"], set()).add(relationship["source"])
        unconstrained = {symbol["identifier"]["precise"] for graph in graphs for symbol in graph.get("symbols", [])
                         if not (symbol.get("swiftExtension") or {}).get("constraints")
                         and not (symbol.get("swiftGenerics") or {}).get("constraints")}
        condensed = {}
        for graph in graphs:
            for symbol in graph.get("symbols", []):
                usr = symbol["identifier"]["precise"]
                availability = condensed.get(usr, [None, None, {}])[2]
                for entry in symbol.get("availability", []):
                    availability[entry.get("domain", "*")] = [
                        symbol_graph_version(entry.get("introduced")), symbol_graph_version(entry.get("obsoleted")),
                        bool(entry.get("isUnconditionallyUnavailable"))]
                condensed[usr] = [".".join(symbol.get("pathComponents") or [symbol["names"]["title"]]),
                                  sorted(parents.get(usr, ())), availability,
                                  sorted(defaults.get(usr, set()) & unconstrained)]
        temporary = self._cache_file(module) + ".partial"
        with open(temporary, "w") as file:
            json.dump(condensed, file)
        os.replace(temporary, self._cache_file(module))
        shutil.rmtree(output, ignore_errors=True)
        return None

    def _merge(self, usr, declaration):
        """The same declaration can be listed by two modules' graphs (an extension's and its type's)."""
        existing = self.declarations.setdefault(usr, Declaration(declaration.title, [], {}, []))
        existing.parents = sorted(set(existing.parents) | set(declaration.parents))
        existing.defaults = sorted(set(existing.defaults) | set(declaration.defaults))
        for domain, entry in declaration.availability.items():
            self._tighten(existing.availability, domain, *entry)

    def resolve(self, usr):
        """The declaration a reference's USR names; an accessor (`…vg`, `…is`) resolves to its property or
        subscript, which is what symbol graphs list."""
        if usr in self.declarations:
            return usr
        accessor = re.match(r"^(.*[vi])(?:g|s|M|r|w|W|x|y|lu|au|i)(Z?)$", usr)
        if accessor and accessor.group(1) + "p" + accessor.group(2) in self.declarations:
            return accessor.group(1) + "p" + accessor.group(2)
        return None

    def effective_availability(self, usr, visiting=()):
        """Per domain, (introduced, obsoleted, unavailable) over the declaration and what encloses it: a member of
        `@available(macOS 15, *) extension Foo` needs macOS 15 even where the member says nothing."""
        if usr in self._effective:
            return self._effective[usr]
        declaration = self.declarations.get(usr)
        result = {}
        if declaration is None or usr in visiting:
            return result
        for parent in declaration.parents:
            for domain, entry in self.effective_availability(parent, visiting + (usr,)).items():
                self._tighten(result, domain, *entry)
        for domain, entry in declaration.availability.items():
            self._tighten(result, domain, *entry)
        self._effective[usr] = result
        return result

    @staticmethod
    def _tighten(result, domain, introduced, obsoleted, unavailable):
        old_introduced, old_obsoleted, old_unavailable = result.get(domain, (None, None, False))
        result[domain] = (max(filter(None, (old_introduced, introduced)), default=None),
                          min(filter(None, (old_obsoleted, obsoleted)), default=None),
                          old_unavailable or unavailable)


def symbol_graph_version(value):
    return [value.get("major", 0), value.get("minor", 0), value.get("patch", 0)] if value else None


def modules_named_in(usr, toolchain_modules):
    """Toolchain modules whose mangled name (`20FoundationEssentials`) appears in a USR."""
    return {module for module in toolchain_modules if f"{len(module)}{module}" in usr}
