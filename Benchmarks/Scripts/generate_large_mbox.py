#!/usr/bin/env python3
"""Writes a large synthetic mbox for the mailbox benchmark (never committed).

    python3 Benchmarks/Scripts/generate_large_mbox.py OUTPUT [--messages N] [--body-bytes B] [--maildir]

Defaults: 200,000 messages averaging about 5 KB each (about 1 GB). The output is
deterministic for the same arguments. Messages have realistic headers (encoded-word
names and subjects, threads with References), plain, quoted-printable and base64
bodies, and mboxrd-quoted "From " lines. With --maildir, OUTPUT is a Maildir instead:
the same messages, one file each (without the "From " line), read ones in cur/ with the
S flag, unread ones in new/.
"""

import os

import argparse
import base64
import random

NAMES = ["Ada Lindqvist", "=?UTF-8?Q?Jos=C3=A9_Garc=C3=ADa?=", "=?utf-8?B?Wm/DqyBCcm9udMOr?=",
         "=?UTF-8?B?5bGx55Sw5aSq6YOO?=", "Malik Okafor", "Priya Raman", "Build Bot"]
SUBJECTS = ["Quarterly planning", "Build is red on main", "Lunch on Friday?", "Release notes draft",
            "=?UTF-8?B?8J+OiSBMYXVuY2ggcGFydHk=?=", "Trip itinerary", "Garden club news"]
WORDS = ("the plan for next week includes reviews of the layout code and a walk through "
         "the benchmark numbers before we decide what to ship first").split()


def line_pool(rng, count=4096):
    pool = []
    for _ in range(count):
        line = " ".join(rng.choice(WORDS) for _ in range(rng.randint(6, 12)))
        if rng.random() < 0.01:
            line = "From " + line  # quoted below, as an mboxrd writer would
        pool.append(line)
    return pool


POOL = line_pool(random.Random(7))
AVERAGE_LINE = sum(len(l) + 1 for l in POOL) / len(POOL)


def body_text(rng, size):
    count = max(1, int(size / AVERAGE_LINE))
    start = rng.randrange(len(POOL))
    lines = POOL[start:start + count]
    while len(lines) < count:
        lines += POOL[:count - len(lines)]
    return lines


def message(rng, index, body_bytes):
    thread = index - rng.randint(1, 50) if index > 50 and rng.random() < 0.6 else None
    lines = [
        "From sender%d@example.org Sat Nov 21 10:%02d:%02d 2026" % (index % 97, index % 60, index % 60),
        "Return-Path: <sender%d@example.org>" % (index % 97),
        "Received: from mx.example.org (mx.example.org [192.0.2.1]) by mail.example.org with ESMTPS id %08x" % index,
        "From: %s <sender%d@example.org>" % (rng.choice(NAMES), index % 97),
        "To: team@example.org",
        "Subject: %s%s #%d" % ("Re: " if thread else "", rng.choice(SUBJECTS), index % 1000),
        "Date: Sat, %d Nov 2026 %02d:%02d:00 +0100" % (1 + index % 28, index % 24, index % 60),
        "Message-ID: <m%d@example.org>" % index,
    ]
    if thread is not None:
        lines.append("In-Reply-To: <m%d@example.org>" % thread)
        lines.append("References: <m%d@example.org> <m%d@example.org>" % (max(0, thread - 7), thread))
    lines.append("MIME-Version: 1.0")
    if index % 3 == 0:
        lines.append("Status: RO")
    size = max(200, int(rng.expovariate(1.0 / body_bytes)))
    kind = index % 10
    text = body_text(rng, size)
    if kind == 0:
        lines += ["Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: base64", ""]
        encoded = base64.encodebytes("\n".join(text).encode()).decode().rstrip("\n")
        lines += encoded.split("\n")
    else:
        lines += ["Content-Type: text/plain; charset=utf-8", ""]
        lines += [">" + l if l.lstrip(">").startswith("From ") else l for l in text]
    return "\n".join(lines) + "\n\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output")
    parser.add_argument("--messages", type=int, default=200_000)
    parser.add_argument("--body-bytes", type=int, default=4_600)
    parser.add_argument("--maildir", action="store_true")
    args = parser.parse_args()
    rng = random.Random(1)
    if args.maildir:
        for sub in ("cur", "new", "tmp"):
            os.makedirs(os.path.join(args.output, sub), exist_ok=True)
        for index in range(args.messages):
            text = message(rng, index, args.body_bytes)
            text = text[text.index("\n") + 1:]
            read = index % 3 == 0
            name = "%d.M%dP1.bench" % (1_700_000_000 + index, index)
            path = os.path.join(args.output, "cur/" + name + ":2,S" if read else "new/" + name)
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text)
        return
    with open(args.output, "w", encoding="utf-8", buffering=1 << 20) as handle:
        for index in range(args.messages):
            handle.write(message(rng, index, args.body_bytes))


if __name__ == "__main__":
    main()
