import argparse, sys
sys.stderr = sys.stdout
p = argparse.ArgumentParser(prog="git-lite")
p.add_argument("--version", action="version", version="%(prog)s 1.0")
sub = p.add_subparsers(dest="command", help="sub-command help")
c = sub.add_parser("commit", help="record changes")
c.add_argument("-m", "--message", required=True)
c.add_argument("--amend", action="store_true")
push = sub.add_parser("push", help="update remote refs", aliases=["p"])
push.add_argument("remote", nargs="?", default="origin")
push.add_argument("branch", nargs="*")
ex = p.add_mutually_exclusive_group()
ex.add_argument("-q", "--quiet", action="store_true")
ex.add_argument("--loud", action="store_true")
p.print_help()
c.print_help()
print(p.parse_args(["commit", "-m", "msg"]))
print(p.parse_args(["push", "upstream", "main", "dev"]))
print(p.parse_args(["p"]))
print(p.parse_known_args(["-q", "push", "--force"]))
for argv in (["commit"], ["-q", "--loud", "push"], ["push", "--bogus"], ["frob"], ["commit", "-m"]):
    try:
        p.parse_args(argv)
    except SystemExit as e:
        print("exit", e.code)
