#!/usr/bin/env python3
"""Writes the containers a person would write for GeneratorBenchmark's synthetic Saber app: the anchor digen's output
is compared with (issue 40: generated containers should type-check within 1.2x of a hand-written container of the
same graph, and the CI guard check-compile-instructions.sh holds them to a band).

    hand-written-containers.py APP_DIR OUT_DIR

APP_DIR is what `GeneratorBenchmark synthesize APP_DIR [SERVICES FILES CONTAINERS]` writes; reading the graph back
from its annotations (rather than restating SyntheticApp.swift's rules here) keeps the two sides on one graph. One
file per container, `ContainerK.swift`, with what digen's `ContainerK.saber.swift` offers (a property per service,
an `init` taking the parent containers, kept unowned) written by hand: a getter that builds inline, a `lazy var` for
a `@saber.cached` service, a closure for a `() -> T` parameter, property injection inline after the initializer;
no make functions, no cache fields, no generated boilerplate. Like digen's output for these containers, not
thread-safe (the synthetic app declares none thread-safe).
"""
import os
import re
import sys

CONTAINER = re.compile(r"// @saber\.container\((\w+)\)\n// @saber\.scope\((\w+)\)\n"
                       r"(?:// @saber\.dependsOn\(([\w, ]+)\)\n)?protocol (\w+) \{\}")
SERVICE = re.compile(r"// @saber\.scope\((\w+)\)\n(// @saber\.cached\n)?final class (\w+) \{\n"
                     r"((?:    // @saber\.inject\n    var \w+: \w+!\n)*)"
                     r"    // @saber\.inject\n    init\((.*)\) \{\}$", re.MULTILINE)
PROPERTY = re.compile(r"var (\w+): (\w+)!")
PARAMETER = re.compile(r"(\w+): (@escaping \(\) -> )?(\w+)")


def lower_first(name: str) -> str:
    return name[0].lower() + name[1:]


def read_graph(app: str):
    containers = {}  # name -> (protocol, [parents]); scopes: scope -> container
    scopes = {}
    with open(os.path.join(app, "Containers.swift")) as file:
        for name, scope, parents, protocol in CONTAINER.findall(file.read()):
            containers[name] = (protocol, [p.strip() for p in parents.split(",")] if parents else [])
            scopes[scope] = name
    services = {}  # container -> [(type, cached, injected properties, parameters)]
    owner = {}  # service type -> container
    files = sorted((f for f in os.listdir(app) if f.startswith("File") and f.endswith(".swift")),
                   key=lambda f: int(f[4:-6]))
    for name in files:
        with open(os.path.join(app, name)) as file:
            text = file.read()
            found = SERVICE.findall(text)
            if len(found) != text.count("final class "):
                sys.exit(f"error: {name}: read {len(found)} of its {text.count('final class ')} services; "
                         "SyntheticApp.swift's shape changed, change SERVICE here with it")
            for scope, cached, type_name, properties, parameters in found:
                container = scopes[scope]
                services.setdefault(container, []).append(
                    (type_name, bool(cached), PROPERTY.findall(properties), PARAMETER.findall(parameters)))
                owner[type_name] = container
    return containers, services, owner


def path_to(containers, start: str, target: str):
    """The chain of parent properties from `start` to the container that owns the service, [] for itself."""
    if start == target:
        return []
    for parent in containers[start][1]:
        rest = path_to(containers, parent, target)
        if rest is not None:
            return [lower_first(parent)] + rest
    return None


def reference(containers, owner, container: str, type_name: str) -> str:
    chain = path_to(containers, container, owner[type_name])
    if chain is None:
        sys.exit(f"error: {type_name} is not visible from {container}")
    return "".join(f"{step}." for step in chain) + lower_first(type_name)


def render(name: str, containers, services, owner) -> str:
    protocol, parents = containers[name]
    lines = ["// Written by Benchmarks/hand-written-containers.py: the container a person would write for this graph.",
             "", f"final class {name}: {protocol} {{"]
    lines += [f"    unowned let {lower_first(p)}: {p}" for p in parents]
    lines += [f"    init({', '.join(f'{lower_first(p)}: {p}' for p in parents)}) {{"]
    lines += [f"        self.{lower_first(p)} = {lower_first(p)}" for p in parents]
    lines += ["    }", ""]
    for type_name, cached, properties, parameters in services.get(name, []):
        arguments = []
        for label, deferred, dependency in parameters:
            value = reference(containers, owner, name, dependency)
            arguments.append(f"{label}: {{ [unowned self] in self.{value} }}" if deferred else f"{label}: {value}")
        make = f"{type_name}({', '.join(arguments)})"
        property_name = lower_first(type_name)
        injections = [f"service.{p} = {reference(containers, owner, name, t)}" for p, t in properties]
        if cached and not injections:
            lines.append(f"    lazy var {property_name}: {type_name} = {make}")
        elif cached:
            lines += [f"    lazy var {property_name}: {type_name} = {{", f"        let service = {make}"]
            lines += [f"        {line}" for line in injections] + ["        return service", "    }()"]
        elif not injections:
            lines += [f"    var {property_name}: {type_name} {{", f"        {make}", "    }"]
        else:
            lines += [f"    var {property_name}: {type_name} {{", f"        let service = {make}"]
            lines += [f"        {line}" for line in injections] + ["        return service", "    }"]
    lines += ["}"]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: hand-written-containers.py APP_DIR OUT_DIR")
    app, out = sys.argv[1], sys.argv[2]
    containers, services, owner = read_graph(app)
    if not owner:
        sys.exit(f"error: no @saber services found in {app}")
    os.makedirs(out, exist_ok=True)
    for name in containers:
        with open(os.path.join(out, f"{name}.swift"), "w") as file:
            file.write(render(name, containers, services, owner))
    print(f"wrote {len(containers)} hand-written containers for {len(owner)} services to {out}")
