#!/usr/bin/env python3
"""Writes the sample mailbox bundled with MailboxCore, deterministically.

    python3 Apps/Mailbox/Tools/generate_sample.py [OUTPUT]
    python3 Apps/Mailbox/Tools/generate_sample.py --hostile [OUTPUT]

OUTPUT defaults to Apps/Mailbox/Resources/sample.mbox; with --hostile, to
Tests/MailboxTests/Fixtures/hostile.mbox (escape sequences, C1 and bidi controls in
names, subjects and bodies, for the sanitizing tests). Running it twice gives
the same bytes. Every message is written for this project (no copied mail): 150
messages from a small fictional team, with threads (In-Reply-To/References), non-ASCII
names and subjects as RFC 2047 encoded words, quoted-printable and base64 bodies,
multipart/alternative and HTML-only messages, attachments (RFC 2231 and RFC 2047 file
names), Latin-1/Latin-9/Windows-1252 bodies, a long message, mboxrd ">From " quoting, one
CRLF message, and a few deliberately malformed messages (missing headers, a broken and
an unclosed boundary, truncated base64, invalid UTF-8, a NUL byte, a bad date, an
unknown charset). The MailboxTests suite checks these features by subject.
"""

import base64
import datetime
import os
import quopri
import random
import sys

COUNT = 150
DOMAIN = "example.org"
rng = random.Random(20261121)


def q_word(text, charset="utf-8"):
    """An RFC 2047 Q-encoded word."""
    raw = text.encode(charset)
    out = ""
    for byte in raw:
        ch = chr(byte)
        if ch == " ":
            out += "_"
        elif ch.isalnum() and byte < 128:
            out += ch
        else:
            out += "=%02X" % byte
    return "=?%s?Q?%s?=" % (charset.upper(), out)


def b_word(text, charset="utf-8"):
    """An RFC 2047 B-encoded word."""
    return "=?%s?B?%s?=" % (charset, base64.b64encode(text.encode(charset)).decode("ascii"))


SENDERS = [
    ("Ada Lindqvist", "ada", lambda n: n),
    ("José García", "jose", lambda n: q_word(n)),
    ("Zoë Brontë", "zoe", lambda n: b_word(n)),
    ("山田太郎", "taro", lambda n: b_word(n)),
    ("Ingrid Sørensen", "ingrid", lambda n: q_word(n, "iso-8859-1")),
    ("Malik Okafor", "malik", lambda n: '"%s"' % n),
    ("Priya Raman", "priya", lambda n: n),
    ("François Dubois", "francois", lambda n: q_word(n, "windows-1252")),
    ("Build Bot", "ci", lambda n: n),
]

TOPICS = [
    ("Quarterly planning", "Let's collect the goals for next quarter before Thursday."),
    ("Build is red on main", "The nightly build failed in the layout tests again."),
    ("Lunch on Friday?", "Anyone up for the noodle place around the corner?"),
    ("Garden club: tomato seedlings", "I have too many seedlings; who wants some?"),
    ("Trip to Kyoto — itinerary", "Draft plan: temples on day one, markets on day two."),
    ("Café menu ideas", "We could try a cardamom bun and a plain croissant."),
    ("Release notes draft", "Here is a first pass at the notes for version 2.3."),
    ("Office plants need water", "The fern by the window looks thirsty."),
    ("Book club: next pick", "Votes so far: two for the sea novel, one for the atlas."),
    ("🎉 Launch party", "Cake at four, speeches kept short, promise."),
]

PARAGRAPHS = [
    "I went through the list again this morning and moved a few items around.",
    "Nothing urgent here, just keeping everyone in the loop.",
    "If that does not work for you, reply and we will find another slot.",
    "The notes from last time are in the shared folder under meetings.",
    "Thanks for the quick turnaround on this one.",
    "I am out on Monday but back on Tuesday afternoon.",
    "Let me know what you think; I am happy to change the plan.",
]

start = datetime.datetime(2026, 1, 5, 9, 14, 0)
ZONES = ["+0000", "+0100", "+0900", "-0500", "+0530", "+0200"]


class Msg:
    def __init__(self, index):
        self.index = index
        self.headers = []
        self.body = b""
        self.crlf = False
        self.envelope = None

    def add(self, name, value):
        self.headers.append((name, value))


def date_for(index):
    moment = start + datetime.timedelta(hours=index * 19 + rng.randint(0, 5), minutes=rng.randint(0, 59))
    zone = ZONES[index % len(ZONES)]
    return moment, moment.strftime("%a, %d %b %Y %H:%M:%S ") + zone


def from_header(sender):
    name, local, encode = sender
    return "%s <%s@%s>" % (encode(name), local, DOMAIN)


def plain_body(topic_text, sender, lines=3):
    chosen = [topic_text] + [rng.choice(PARAGRAPHS) for _ in range(lines - 1)]
    return ("\n\n".join(chosen) + "\n\n-- \n" + sender[0] + "\n").encode("utf-8")


def base_message(index, sender, subject_header, thread=None):
    msg = Msg(index)
    moment, date = date_for(index)
    msg.envelope = "From %s@%s %s" % (sender[1], DOMAIN, moment.strftime("%a %b %d %H:%M:%S %Y"))
    msg.add("From", from_header(sender))
    msg.add("To", "team@%s" % DOMAIN)
    msg.add("Subject", subject_header)
    msg.add("Date", date)
    msg.add("Message-ID", "<m%03d@%s>" % (index, DOMAIN))
    if thread:
        msg.add("In-Reply-To", "<%s>" % thread[-1])
        msg.add("References", " ".join("<%s>" % ref for ref in thread))
    msg.add("MIME-Version", "1.0")
    # About one in five is unread (no Status header); the rest are read.
    if index % 5 != 3:
        msg.add("Status", "RO")
    return msg


def text_part(msg, body, charset="utf-8", encoding="8bit"):
    msg.add("Content-Type", "text/plain; charset=%s" % charset)
    msg.add("Content-Transfer-Encoding", encoding)
    msg.body = body


def special_messages():
    """Builders for the feature messages, keyed by the index they take."""
    specials = {}

    def at(index):
        def register(fn):
            specials[index] = fn
            return fn
        return register

    @at(4)
    def quoted_printable(i):
        sender = SENDERS[1]
        msg = base_message(i, sender, q_word("Re: Café menu ideas — ¿qué tal?"))
        text = ("Hola equipo,\n\nEl café de especialidad cuesta 3,50 € y la tarta de "
                "limón es excelente. Esta línea es muy larga para que el codificador "
                "quoted-printable tenga que partirla con un salto de línea suave.\n\nJosé\n")
        text_part(msg, quopri.encodestring(text.encode("utf-8")), encoding="quoted-printable")
        return msg

    @at(9)
    def base64_body(i):
        sender = SENDERS[3]
        msg = base_message(i, sender, b_word("会議の議事録 (meeting notes)"))
        text = "皆さん、\n\n今日の会議の議事録です。次回は金曜日です。\n\n山田\n"
        text_part(msg, base64.encodebytes(text.encode("utf-8")), encoding="base64")
        return msg

    @at(14)
    def alternative(i):
        sender = SENDERS[2]
        msg = base_message(i, sender, "Newsletter: spring edition")
        boundary = "alt-7f3a"
        msg.add("Content-Type", 'multipart/alternative; boundary="%s"' % boundary)
        html = ("<html><head><style>p{color:red}</style></head><body><h1>Spring edition</h1>"
                "<p>Plain text readers see the other part.</p></body></html>")
        msg.body = ("This is a MIME message.\n\n--%s\nContent-Type: text/plain; charset=utf-8\n\n"
                    "Spring edition\n\nPlain text readers see this part.\n\n--%s\n"
                    "Content-Type: text/html; charset=utf-8\n\n%s\n--%s--\n"
                    % (boundary, boundary, html, boundary)).encode("utf-8")
        return msg

    @at(19)
    def html_only(i):
        sender = SENDERS[6]
        msg = base_message(i, sender, "Venue details (HTML only)")
        msg.add("Content-Type", "text/html; charset=utf-8")
        msg.body = ("<html><body><p>The venue is <b>Hall&nbsp;B</b> &amp; the garden.</p>"
                    "<ul><li>Doors at 18:00</li><li>Talks at 18:30</li></ul>"
                    "<p>Map: <a href=\"https://example.org/map\">open the map</a></p>"
                    "<script>alert('never shown')</script></body></html>\n").encode("utf-8")
        return msg

    @at(24)
    def attachment(i):
        sender = SENDERS[2]
        msg = base_message(i, sender, "Slides and notes attached")
        boundary = "mixed-19c2"
        msg.add("Content-Type", 'multipart/mixed; boundary="%s"' % boundary)
        pdf = bytes((n * 7 + 3) % 256 for n in range(1500))
        notes = "Zoë's notes: bring the projector adapter.\n".encode("utf-8")
        msg.body = ("--%s\nContent-Type: text/plain; charset=utf-8\n\nSlides and my notes are attached.\n\n"
                    "--%s\nContent-Type: application/pdf\nContent-Transfer-Encoding: base64\n"
                    "Content-Disposition: attachment; filename*=utf-8''Zo%%C3%%AB%%20slides.pdf\n\n%s\n"
                    "--%s\nContent-Type: text/plain; charset=utf-8; name=\"%s\"\n"
                    "Content-Disposition: attachment\nContent-Transfer-Encoding: base64\n\n%s\n--%s--\n"
                    % (boundary, boundary, base64.encodebytes(pdf).decode("ascii"), boundary,
                       q_word("Notizen für Zoë.txt"), base64.encodebytes(notes).decode("ascii"),
                       boundary)).encode("utf-8")
        return msg

    @at(29)
    def long_message(i):
        sender = SENDERS[0]
        msg = base_message(i, sender, "Meeting transcript (long)")
        lines = ["Line %d: %s" % (n + 1, PARAGRAPHS[n % len(PARAGRAPHS)]) for n in range(400)]
        text_part(msg, ("\n".join(lines) + "\n").encode("utf-8"))
        return msg

    @at(34)
    def mboxrd_quoting(i):
        sender = SENDERS[5]
        msg = base_message(i, sender, "Quoting test: From lines in the body")
        text_part(msg, b"Paragraph one.\n\nFrom here on the plan changes.\n>From the archive, quoted once.\n\nEnd.\n")
        return msg

    @at(39)
    def latin1(i):
        sender = SENDERS[4]
        msg = base_message(i, sender, q_word("Smørrebrød på fredag", "iso-8859-1"))
        text_part(msg, "Hej! Smørrebrød og kaffe på fredag. Hilsen Søren\n".encode("iso-8859-1"), "iso-8859-1")
        return msg

    @at(44)
    def windows1252(i):
        sender = SENDERS[7]
        msg = base_message(i, sender, "Quotes \u201csmart\u201d and dashes")
        text_part(msg, "C\u2019est \u201cparfait\u201d \u2014 merci \u2026 fran\u00e7ois\n".encode("cp1252"), "windows-1252")
        return msg

    @at(49)
    def latin9(i):
        sender = SENDERS[7]
        msg = base_message(i, sender, q_word("Budget en € (Latin-9)", "iso-8859-15"))
        text_part(msg, "Le budget est de 120 € pour l\u2019Œuvre.\n".replace("\u2019", "'").encode("iso-8859-15"), "iso-8859-15")
        return msg

    @at(54)
    def crlf(i):
        sender = SENDERS[6]
        msg = base_message(i, sender, "Sent from a CRLF mailer")
        text_part(msg, b"This message uses CRLF line ends.\nSecond line.\n")
        msg.crlf = True
        return msg

    @at(59)
    def emoji(i):
        sender = SENDERS[2]
        return_msg = base_message(i, sender, b_word("🚀 Deploy done ✅"))
        text_part(return_msg, "Deployed at 14:02. 🎉\n".encode("utf-8"))
        return return_msg

    # Deliberately malformed messages.
    @at(140)
    def missing_headers(i):
        msg = Msg(i)
        msg.envelope = "From MAILER-DAEMON Thu Nov 19 10:00:00 2026"
        msg.body = b"This message has no header section at all.\nJust text.\n"
        return msg

    @at(141)
    def broken_boundary(i):
        msg = base_message(i, SENDERS[8], "Broken boundary")
        msg.add("Content-Type", 'multipart/mixed; boundary="never-used"')
        msg.body = b"--other-boundary\nContent-Type: text/plain\n\nText behind a boundary that does not match.\n"
        return msg

    @at(142)
    def unclosed_boundary(i):
        msg = base_message(i, SENDERS[8], "Unclosed multipart")
        msg.add("Content-Type", 'multipart/mixed; boundary="b1"')
        msg.body = b"--b1\nContent-Type: text/plain\n\nThe only part, never closed.\n"
        return msg

    @at(143)
    def truncated_base64(i):
        msg = base_message(i, SENDERS[8], "Truncated base64")
        full = base64.b64encode("The end of this sentence is missing".encode("utf-8")).decode("ascii")
        text_part(msg, full[:-7].encode("ascii") + b"\n", encoding="base64")
        return msg

    @at(144)
    def invalid_utf8(i):
        msg = base_message(i, SENDERS[8], "")
        msg.headers = [(n, v) for n, v in msg.headers if n != "Subject"]
        msg.add("Subject", "Invalid UTF-8 \udcff here")
        text_part(msg, b"Bytes \xff\xfe are not UTF-8; \xc3\x28 neither.\n")
        return msg

    @at(145)
    def nul_byte(i):
        msg = base_message(i, SENDERS[8], "NUL byte inside")
        text_part(msg, b"Before\x00after.\n")
        return msg

    @at(146)
    def bad_date(i):
        msg = base_message(i, SENDERS[8], "Malformed date")
        msg.headers = [(n, v) if n != "Date" else (n, "sometime last week") for n, v in msg.headers]
        text_part(msg, b"The Date header cannot be parsed.\n")
        return msg

    @at(147)
    def unknown_charset(i):
        msg = base_message(i, SENDERS[8], "Unknown charset")
        text_part(msg, b"Plain ASCII in an unknown charset label.\n", "x-unknown-9")
        return msg

    @at(148)
    def long_references(i):
        refs = ["m%03d@%s" % (n, DOMAIN) for n in range(0, 140)] * 8
        msg = base_message(i, SENDERS[0], "Very long References header", refs)
        text_part(msg, b"The References header of this message is long and folded.\n")
        return msg

    return specials


def threaded_messages(specials):
    """Every index not taken by a special message: topic threads and their replies."""
    threads = {}
    messages = []
    for i in range(COUNT):
        if i in specials:
            messages.append(specials[i](i))
            continue
        topic_index = (i * 7) % len(TOPICS)
        topic, text = TOPICS[topic_index]
        sender = SENDERS[(i * 3 + i // 8) % (len(SENDERS) - 1)]
        chain = threads.get(topic_index)
        subject = topic if chain is None else "Re: " + topic
        encoded = b_word(subject) if any(ord(c) > 127 for c in subject) else subject
        msg = base_message(i, sender, encoded, chain)
        text_part(msg, plain_body(text, sender, lines=2 + i % 4))
        threads[topic_index] = (chain or []) + ["m%03d@%s" % (i, DOMAIN)]
        messages.append(msg)
    return messages


def fold(name, value):
    """Folds a long header at spaces (RFC 5322 §2.2.3)."""
    line = "%s: %s" % (name, value)
    if len(line) <= 78:
        return line
    out, current = [], ""
    for word in line.split(" "):
        if current and len(current) + 1 + len(word) > 78:
            out.append(current)
            current = " " + word
        else:
            current = current + (" " if current else "") + word
    out.append(current)
    return "\n".join(out)


def quote_from_lines(body):
    """mboxrd: add one '>' to every line matching ^>*From ."""
    lines = body.split(b"\n")
    quoted = []
    for line in lines:
        stripped = line.lstrip(b">")
        quoted.append(b">" + line if stripped.startswith(b"From ") else line)
    return b"\n".join(quoted)


def render(msg):
    head = "\n".join(fold(n, v) for n, v in msg.headers)
    raw = head.encode("utf-8", "surrogateescape") + (b"\n\n" if msg.headers else b"") + msg.body
    if not raw.endswith(b"\n"):
        raw += b"\n"
    raw = quote_from_lines(raw)
    if msg.crlf:
        raw = raw.replace(b"\n", b"\r\n")
    return msg.envelope.encode("ascii") + b"\n" + raw + b"\n"


def hostile_messages():
    """Messages whose fields try to drive the terminal: the renderer must show them inert."""
    esc, bel = "\x1b", "\x07"
    cases = [
        ("Title " + esc + "]0;pwned title" + bel + "setter", "OSC 0 sets the window title."),
        ("Clipboard " + esc + "]52;c;cm0gLXJmIH4=" + bel + "writer", "OSC 52 writes the clipboard."),
        (esc + "[2J" + esc + "[H" + esc + "[10;10HScreen clearer", "CSI 2J clears the screen."),
        ("Cursor " + esc + "[5A" + esc + "[3Cmover" + esc + "7" + esc + "8", "Cursor up and right."),
        ("C1 \u009b31m red \u009d0;c1 title\u0007 controls", "C1 CSI and OSC as characters."),
        ("invoice\u202efdp.exe and \u2066isolate\u2069 bidi", "Bidi override and isolate."),
        ("Tab\there DEL\x7f and NUL-free", "Tab and DEL in the subject."),
    ]
    messages = []
    for i, (subject, note) in enumerate(cases):
        msg = Msg(i)
        msg.envelope = "From hostile@example.net Sat Nov 21 10:%02d:00 2026" % i
        name = "Mallory " + esc + "]0;owned" + bel if i == 0 else "Mallory"
        msg.add("From", "%s <mallory@example.net>" % b_word(name))
        msg.add("Subject", b_word(subject))
        msg.add("Date", "Sat, 21 Nov 2026 10:%02d:00 +0000" % i)
        msg.add("Message-ID", "<hostile%d@example.net>" % i)
        msg.add("MIME-Version", "1.0")
        body = note + "\nBody: " + subject + "\n" + esc + "]52;c;ZXZpbA==" + bel + esc + "[2J\n"
        text_part(msg, quopri.encodestring(body.encode("utf-8")), encoding="quoted-printable")
        messages.append(msg)
    raw = Msg(len(cases))
    raw.envelope = "From hostile@example.net Sat Nov 21 11:00:00 2026"
    raw.headers = [("From", "Raw <raw@example.net>"), ("Subject", "Raw \x1b]0;raw title\x07 bytes \udc9b1m")]
    raw.body = b"Raw escape \x1b[2J in an 8bit body.\n"
    messages.append(raw)
    return messages


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    args = sys.argv[1:]
    if args[:1] == ["--hostile"]:
        default = os.path.join(here, "..", "..", "..", "Tests", "MailboxTests", "Fixtures", "hostile.mbox")
        output = args[1] if len(args) > 1 else default
        messages = hostile_messages()
    else:
        output = args[0] if args else os.path.join(here, "..", "Resources", "sample.mbox")
        messages = threaded_messages(special_messages())
        assert len(messages) == COUNT
    with open(output, "wb") as handle:
        for msg in messages:
            handle.write(render(msg))


if __name__ == "__main__":
    main()
