/// Another mail program, as a test needs one: a Python script that renames message files
/// in Maildirs as fast as it can, the way mbsync or another reader would.
///
/// It picks a random file in one of the folders, moves it from `new/` to `cur/` if it is
/// there and adds `R` or `P` to its flags (kept in ASCII order), until the file `stop`
/// exists; each flag it set is logged as `unique-name flag`. It writes `log.started` once
/// running.
///
/// ```sh
/// python3 renamer.py SEED STOP LOG MAILDIR...
/// ```
package enum MaildirRenamer {
  /// The script's text, to write to a file and run with `python3`.
  package static let script = """
    import os, random, sys
    seed, stop, log, folders = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4:]
    random.seed(seed)
    out = open(log, "w")
    open(log + ".started", "w").close()
    while not os.path.exists(stop):
        folder = random.choice(folders)
        names = [("cur", n) for n in os.listdir(folder + "/cur")] + [("new", n) for n in os.listdir(folder + "/new")]
        if not names:
            continue
        sub, name = random.choice(names)
        unique, _, info = name.partition(":")
        flags = set(info[2:]) if info.startswith("2,") else set()
        flag = random.choice("RP")
        new = "cur/" + unique + ":2," + "".join(sorted(flags | {flag}))
        try:
            os.rename(folder + "/" + sub + "/" + name, folder + "/" + new)
        except FileNotFoundError:
            continue
        out.write(unique + " " + flag + "\\n")
    out.close()
    """
}
