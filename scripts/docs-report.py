#!/usr/bin/env python3
"""Reports for scripts/docs.

  docs-report.py diagnostics FILE.json   print docc's diagnostics as file:line lines;
                                         exit 1 if a symbol link is unresolved,
                                         3 if there are other warnings, else 0
  docs-report.py coverage DIR...         print every public symbol declared in this
                                         repository without a doc comment, from the
                                         symbol graphs in DIR...; exit 1 if any
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


def coverage(directories):
    root = os.getcwd()
    missing = []
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
                if symbol.get("docComment"):
                    continue
                line = location["position"]["line"] + 1
                name_path = ".".join(symbol["pathComponents"])
                missing.append((os.path.relpath(path), line, symbol["kind"]["identifier"], name_path))
    files = {}
    for path, line, kind, name_path in sorted(set(missing)):
        files.setdefault(path, []).append(f"{path}:{line}: {kind.removeprefix('swift.')} {name_path}")
    for path, lines in files.items():
        print(f"{path} ({len(lines)})")
        for line in lines:
            print(f"  {line}")
    print(f"{len(set(missing))} of {total} public symbols have no doc comment")
    return 1 if missing else 0


def main(arguments):
    if len(arguments) >= 2 and arguments[0] == "diagnostics":
        return diagnostics(arguments[1])
    if len(arguments) >= 2 and arguments[0] == "coverage":
        return coverage(arguments[1:])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
