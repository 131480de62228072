#!/usr/bin/env python3
"""Reports for scripts/docs.

  docs-report.py diagnostics FILE.json   print docc's diagnostics as file:line lines;
                                         exit 1 if a symbol link is unresolved,
                                         3 if there are other warnings, else 0
  docs-report.py coverage DIR...         print every public symbol declared in this
                                         repository without a doc comment, or whose
                                         comment lacks - Parameters or - Returns, from
                                         the symbol graphs in DIR...; exit 1 if a doc
                                         comment is missing, 3 if one is incomplete
  docs-report.py start-first FILE.json   put the landing article (StartHere) first on
                                         the merged site's synthesized landing page,
                                         which docc lists alphabetically; exit 1 if it
                                         is not on the page
"""

import json
import os
import re
import sys
from urllib.parse import unquote, urlparse

# docc's summaries for a ``link`` it cannot resolve (it emits no identifiers).
UNRESOLVED = re.compile(
    r"doesn't exist at|is ambiguous|isn't unambiguous|can't be resolved|could not be resolved"
    r"|No symbol matched|Can't resolve|unresolved",
    re.IGNORECASE,
)


def relative(uri):
    path = unquote(urlparse(uri).path) if uri.startswith("file:") else uri
    try:
        return os.path.relpath(path)
    except ValueError:
        return path


def diagnostics(path):
    with open(path, encoding="utf-8") as file:
        entries = json.load(file).get("diagnostics", [])
    links, warnings, notes = [], [], []
    for entry in entries:
        start = (entry.get("range") or {}).get("start") or {}
        where = relative(entry.get("source") or "<catalog>")
        if start:
            where += f":{start.get('line')}:{start.get('column')}"
        severity = entry.get("severity", "warning")
        line = f"{where}: {severity}: {entry.get('summary', '').strip()}"
        if severity == "note" or severity == "information" or severity == "hint":
            notes.append(line)
        elif UNRESOLVED.search(entry.get("summary", "")):
            links.append(line)
        else:
            warnings.append(line)
    for title, lines in (("unresolved links", links), ("other warnings", warnings), ("notes", notes)):
        print(f"{title}: {len(lines)}")
        for line in sorted(set(lines)):
            print(f"  {line}")
    if links:
        return 1
    return 3 if warnings else 0


RETURNING_KINDS = {"swift.func", "swift.method", "swift.type.method", "swift.func.op"}
NOTHING = {"", "()", "Void", "Never"}


def gaps(symbol):
    """What the symbol's doc comment lacks: everything, or its parameters or return value."""
    comment = symbol.get("docComment")
    if not comment:
        return ["no doc comment"]
    text = "\n".join(line["text"] for line in comment.get("lines", []))
    signature = symbol.get("functionSignature") or {}
    lacks = []
    if signature.get("parameters") and "- Parameter" not in text:
        lacks.append("no - Parameters")
    returns = "".join(fragment["spelling"] for fragment in signature.get("returns", []))
    if symbol["kind"]["identifier"] in RETURNING_KINDS and returns not in NOTHING and "- Returns" not in text:
        lacks.append("no - Returns")
    return lacks


def coverage(directories):
    root = os.getcwd()
    missing = set()
    incomplete = set()
    total = 0
    for directory in directories:
        for name in sorted(os.listdir(directory)):
            if not name.endswith(".symbols.json"):
                continue
            with open(os.path.join(directory, name), encoding="utf-8") as file:
                graph = json.load(file)
            for symbol in graph.get("symbols", []):
                location = symbol.get("location")
                if not location:
                    continue  # synthesized from a protocol extension elsewhere
                path = unquote(urlparse(location["uri"]).path)
                if not path.startswith(root + os.sep):
                    continue
                total += 1
                lacks = gaps(symbol)
                if not lacks:
                    continue
                entry = (
                    os.path.relpath(path),
                    location["position"]["line"] + 1,
                    symbol["kind"]["identifier"].removeprefix("swift."),
                    ".".join(symbol["pathComponents"]),
                    ", ".join(lacks),
                )
                (missing if lacks == ["no doc comment"] else incomplete).add(entry)
    for title, entries in (("without a doc comment", missing), ("with parameters or a result undocumented", incomplete)):
        print(f"-- {len(entries)} of {total} public symbols {title}")
        files = {}
        for path, line, kind, name_path, lacks in sorted(entries):
            files.setdefault(path, []).append(f"{path}:{line}: {kind} {name_path}: {lacks}")
        for path, lines in files.items():
            print(f"{path} ({len(lines)})")
            for line in lines:
                print(f"  {line}")
    if missing:
        return 1
    return 3 if incomplete else 0


def start_first(path):
    with open(path, encoding="utf-8") as file:
        page = json.load(file)
    start = "doc://StartHere/documentation/StartHere"
    sections = page.get("topicSections", [])
    if not any(start in section.get("identifiers", []) for section in sections):
        print(f"{path}: the landing page does not list {start}", file=sys.stderr)
        return 1
    for section in sections:
        identifiers = section.get("identifiers", [])
        if start in identifiers:
            identifiers.remove(start)
            identifiers.insert(0, start)
    with open(path, "w", encoding="utf-8") as file:
        json.dump(page, file, ensure_ascii=False)
    return 0


def main(arguments):
    if len(arguments) >= 2 and arguments[0] == "diagnostics":
        return diagnostics(arguments[1])
    if len(arguments) == 2 and arguments[0] == "start-first":
        return start_first(arguments[1])
    if len(arguments) >= 2 and arguments[0] == "coverage":
        return coverage(arguments[1:])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
