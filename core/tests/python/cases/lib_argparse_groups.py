import argparse, sys
sys.stderr = sys.stdout
p = argparse.ArgumentParser(prog="srv", description="A tiny server.\n\nIt serves.", formatter_class=argparse.RawDescriptionHelpFormatter)
req = p.add_argument_group("required arguments")
req.add_argument("--root", required=True, help="document root")
p.add_argument("--workers", "-w", type=int, default=4, metavar="N", help="worker processes (default %(default)d)")
p.add_argument("--log-level", default="info", choices=("debug", "info", "error"))
p.set_defaults(handler="static")
p.print_help()
print(p.parse_args(["--root", "/srv", "-w2"]))
print(p.get_default("handler"), p.parse_args(["--root=/x", "--log-level=debug"]).log_level)
for argv in ([], ["--root", "/r", "--log-level", "loud"], ["--root", "/r", "--workers", "many"]):
    try:
        p.parse_args(argv)
    except SystemExit as e:
        print("exit", e.code)
