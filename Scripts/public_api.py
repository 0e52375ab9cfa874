#!/usr/bin/env python3
"""The public API of the library products, as the toolchain's API digester dumps it (used by check-public-api.sh).

  public_api.py dump <module> <digester json> <out json>   keep only the module's public declarations, and write
                                                           them in the digester's own format, sorted keys
  public_api.py lines <json>                               one readable line per public declaration
  public_api.py count <json>                               declarations written in source (no compiler-synthesized
                                                           members, no imports), by kind
  public_api.py diff <baseline json> <current json>        the declarations removed (-) and added (+); exit 1 if any

`swift-api-digester -dump-sdk` also lists `package` declarations (and, in a build with testing enabled, internal
ones), marked `isInternal`; they are not API, so `dump` drops them, together with declarations of other modules
that a module re-exports.
"""

import json
import sys

SKIPPED_CONFORMANCES = {"Copyable", "Escapable"}
KEYWORDS = {
    "Struct": "struct", "Class": "class", "Enum": "enum", "Protocol": "protocol", "EnumElement": "case",
    "Func": "func", "Var": "var", "Constructor": "init", "Subscript": "subscript", "TypeAlias": "typealias",
    "AssociatedType": "associatedtype", "Macro": "macro", "Actor": "actor",
}


def public_only(node, module):
    """`node` without its non-public and foreign declarations (None when `node` itself is one)."""
    if node.get("isInternal"):
        return None
    if "declKind" in node and node.get("declKind") != "Import" and node.get("moduleName") not in (None, module):
        # An extension's members keep their own module; a foreign type is kept only to hold them.
        if not node.get("children"):
            return None
    kept = dict(node)
    if "children" in node:
        children = []
        for child in node["children"]:
            if child.get("kind") in ("TypeNominal", "TypeFunc", "TypeNameAlias"):
                children.append(child)
                continue
            filtered = public_only(child, module)
            if filtered is not None:
                children.append(filtered)
        kept["children"] = children
        if (node.get("declKind") and node.get("moduleName") != module and node.get("kind") == "TypeDecl"
                and not any("declKind" in c for c in children)):
            return None
    return kept


def type_text(node):
    return node.get("printedName", "?")


def describe(node, owner):
    """One line: modifiers, keyword, qualified name, signature, attributes."""
    kind = node["declKind"]
    name = node["printedName"]
    qualified = f"{owner}.{name}" if owner else name
    types = [c for c in node.get("children", []) if c.get("kind") in ("TypeNominal", "TypeFunc", "TypeNameAlias")]
    words = []
    if node.get("static"):
        words.append("static")
    if node.get("funcSelfKind") == "Mutating":
        words.append("mutating")
    words.append(KEYWORDS.get(kind, kind.lower()))
    text = qualified
    if kind in ("Func", "Constructor", "Subscript", "EnumElement") and types:
        result, parameters = (types[0], types[1:]) if kind != "EnumElement" else (None, [])
        if kind == "EnumElement":
            # The digester types a case as its constructor, `(E.Type) -> (Payload) -> E`: show the payload only.
            constructor = type_text(types[0])
            payload = constructor.split(".Type) -> ", 1)[1] if ".Type) -> " in constructor else ""
            text = qualified + (payload.rsplit(" -> ", 1)[0] if " -> " in payload else "")
        else:
            labels = name[name.find("(") + 1:name.rfind(")")].split(":")[:-1] if "(" in name else []
            base = qualified[:qualified.find("(")] if "(" in qualified else qualified
            shown = []
            for index, parameter in enumerate(parameters):
                label = labels[index] if index < len(labels) else "_"
                default = " = default" if parameter.get("hasDefaultArg") else ""
                shown.append(f"{label}: {type_text(parameter)}{default}")
            text = f"{base}({', '.join(shown)})"
            if node.get("isAsync"):
                text += " async"
            if node.get("throwing"):
                text += " throws"
            if kind != "Constructor":
                text += f" -> {type_text(result)}"
    elif kind in ("Var", "TypeAlias") and types:
        text = f"{qualified}: {type_text(types[0])}"
        accessors = [a.get("accessorKind", a.get("name", "")).lower() for a in node.get("accessors", [])]
        if accessors:
            text += " { " + " ".join(accessors) + " }"
    if node.get("genericSig"):
        text += f" {node['genericSig']}"
    conformances = sorted(c["printedName"] for c in node.get("conformances", [])
                          if c["printedName"] not in SKIPPED_CONFORMANCES)
    if conformances and kind in ("Struct", "Class", "Enum", "Protocol", "Actor"):
        text += ": " + ", ".join(conformances)
    attributes = sorted(node.get("declAttributes", []))
    prefix = " ".join(f"@{a}" for a in attributes)
    line = " ".join(words) + " " + text
    if node.get("implicit"):
        line += "  (synthesized)"
    return (prefix + " " + line).strip()


def declarations(root, module=None):
    """(line, node) for every public declaration under `root`, outer before inner."""
    found = []

    def walk(node, owner):
        for child in node.get("children", []):
            if "declKind" not in child or child["declKind"] == "Import":
                continue
            if module is None or child.get("moduleName") == module:
                found.append((describe(child, owner), child))
            name = child["printedName"]
            walk(child, f"{owner}.{name}" if owner else name)

    walk(root, "")
    return found


def load(path):
    with open(path, encoding="utf-8") as file:
        return json.load(file)


def main(arguments):
    command = arguments[0]
    if command == "dump":
        module, source, destination = arguments[1:4]
        root = public_only(load(source)["ABIRoot"], module)
        with open(destination, "w", encoding="utf-8") as file:
            json.dump({"ABIRoot": root}, file, indent=1, sort_keys=True)
            file.write("\n")
        return 0
    if command == "lines":
        root = load(arguments[1])["ABIRoot"]
        for line, _ in declarations(root, root.get("name")):
            print(line)
        return 0
    if command == "count":
        root = load(arguments[1])["ABIRoot"]
        counts = {}
        for _, node in declarations(root, root.get("name")):
            if not node.get("implicit"):
                counts[node["declKind"]] = counts.get(node["declKind"], 0) + 1
        detail = ", ".join(f"{kind} {count}" for kind, count in sorted(counts.items()))
        print(f"{root.get('name')}: {sum(counts.values())} ({detail})")
        return 0
    if command == "diff":
        baseline, current = load(arguments[1])["ABIRoot"], load(arguments[2])["ABIRoot"]
        old = [line for line, _ in declarations(baseline, baseline.get("name"))]
        new = [line for line, _ in declarations(current, current.get("name"))]
        old_set, new_set = set(old), set(new)
        removed = [line for line in old if line not in new_set]
        added = [line for line in new if line not in old_set]
        for line in removed:
            print(f"  - {line}")
        for line in added:
            print(f"  + {line}")
        if not removed and not added and baseline != current:
            print("  (a detail the lines above do not show changed: compare the JSON files)")
            return 1
        return 1 if removed or added else 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
