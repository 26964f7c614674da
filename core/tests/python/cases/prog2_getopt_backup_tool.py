"""A legacy-style backup tool parsed with getopt (short and long options, gnu mode, errors)."""
import getopt

USAGE = "usage: backup [-v] [-n] [-x PATTERN]... [-l LEVEL] [--dest=DIR] [--dry-run] SOURCE..."


def parse(argv):
    opts, args = getopt.getopt(argv, "vnx:l:", ["dest=", "dry-run", "verbose", "level=", "exclude="])
    cfg = {"verbose": 0, "dry_run": False, "exclude": [], "level": 6, "dest": "/backup"}
    for o, a in opts:
        if o in ("-v", "--verbose"):
            cfg["verbose"] += 1
        elif o in ("-n", "--dry-run"):
            cfg["dry_run"] = True
        elif o in ("-x", "--exclude"):
            cfg["exclude"].append(a)
        elif o in ("-l", "--level"):
            if not a.isdigit() or not 0 <= int(a) <= 9:
                raise getopt.GetoptError(f"level must be 0-9, got {a!r}", o)
            cfg["level"] = int(a)
        elif o == "--dest":
            cfg["dest"] = a
    if not args:
        raise getopt.GetoptError("no SOURCE given")
    return cfg, args


def plan(cfg, sources):
    import fnmatch
    files = {"/home/ana": ["notes.txt", "photo.jpg", "cache.tmp", "todo.md"], "/etc": ["hosts", "passwd.bak"]}
    for src in sources:
        for f in files.get(src, []):
            if any(fnmatch.fnmatch(f, pat) for pat in cfg["exclude"]):
                if cfg["verbose"] > 1:
                    print(f"    skip {src}/{f}")
                continue
            action = "would copy" if cfg["dry_run"] else "copy"
            print(f"    {action} {src}/{f} -> {cfg['dest']}{src}/{f} (level {cfg['level']})")


for argv in [
    ["-v", "/home/ana"],
    ["-vv", "-n", "-x", "*.tmp", "-x*.bak", "--dest=/mnt/usb", "/home/ana", "/etc"],
    ["--dry-run", "--level", "9", "--exclude=*.jpg", "/home/ana"],
    ["-l", "12", "/etc"],
    ["-q", "/etc"],
    ["--dest"],
    ["--verb", "/etc"],
    ["--dry-run=yes", "/etc"],
    ["-x"],
    ["-v"],
    ["/etc", "-v", "--", "-weird"],
]:
    print("$ backup", " ".join(argv))
    try:
        cfg, sources = parse(argv)
        print("  ", {k: v for k, v in cfg.items() if v}, sources)
        plan(cfg, sources)
    except getopt.GetoptError as e:
        print(f"  error: {e.msg} (opt={e.opt!r})")
        print(" ", USAGE)

print(getopt.gnu_getopt(["/etc", "-v", "--dest=x", "more", "--", "-n"], "vn", ["dest="]))
print(getopt.getopt(["-vn", "-lx", "arg"], "vnl:"))
print(getopt.getopt(["--dry", "x"], "", ["dry-run"]))
try:
    getopt.getopt(["--d"], "", ["dest=", "dry-run"])
except getopt.GetoptError as e:
    print("GetoptError", e, getopt.error is getopt.GetoptError)
