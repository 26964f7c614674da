"""A deployment CLI exercising argparse's help output, groups, exclusive options, nargs kinds and custom types."""
import argparse
import sys

sys.stderr = sys.stdout


def port(text):
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number")
    if not 1 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"port {value} out of range 1-65535")
    return value


def key_value(text):
    if "=" not in text:
        raise argparse.ArgumentTypeError(f"expected KEY=VALUE, got {text!r}")
    return tuple(text.split("=", 1))


common = argparse.ArgumentParser(add_help=False)
common.add_argument("--region", default="eu-north", help="cloud region (default: %(default)s)")

parser = argparse.ArgumentParser(prog="deploy", description="Deploy services to the cloud.",
                                 epilog="Example: deploy up web --replicas 3", parents=[common],
                                 formatter_class=argparse.ArgumentDefaultsHelpFormatter)
parser.add_argument("--version", action="version", version="%(prog)s 2.4.1")
verbosity = parser.add_mutually_exclusive_group()
verbosity.add_argument("-q", "--quiet", action="store_true", help="only errors")
verbosity.add_argument("-v", "--verbose", action="count", default=0, help="more output")
sub = parser.add_subparsers(title="commands", dest="cmd", metavar="COMMAND")

up = sub.add_parser("up", help="start services", parents=[common])
up.add_argument("services", nargs="+", metavar="SERVICE", help="services to start")
up.add_argument("--replicas", type=int, default=1, help="instances per service")
up.add_argument("--port", type=port, default=8080)
up.add_argument("--env", type=key_value, action="append", default=[], metavar="KEY=VALUE")
net = up.add_argument_group("network", "how services are exposed")
net.add_argument("--public", action="store_true")
net.add_argument("--tls", nargs="?", const="auto", default=None, choices=["auto", "manual"])
up.set_defaults(handler=lambda a: f"starting {a.services} x{a.replicas} on :{a.port} env={dict(a.env)} tls={a.tls} public={a.public} region={a.region}")

down = sub.add_parser("down", help="stop services")
down.add_argument("services", nargs="*", default=["all"])
down.add_argument("--timeout", type=float, default=30.0)
down.add_argument("--force", action=argparse.BooleanOptionalAction, default=False)
down.set_defaults(handler=lambda a: f"stopping {a.services} timeout={a.timeout} force={a.force}")

scale = sub.add_parser("scale", help="resize a service")
scale.add_argument("service")
scale.add_argument("counts", nargs=2, type=int, metavar="N")
scale.set_defaults(handler=lambda a: f"scale {a.service} between {a.counts[0]} and {a.counts[1]}")

print(parser.format_help())
print(up.format_help())
for argv in [["up", "web", "api", "--replicas", "3", "--env", "A=1", "--env", "B=x=y", "--tls", "--public"],
             ["-vv", "down", "--no-force", "--timeout", "2.5"], ["down", "db", "--force"], ["scale", "web", "2", "8"],
             ["up", "web", "--tls", "manual", "--region", "us-east"], ["up"], ["up", "web", "--port", "99999"],
             ["up", "web", "--env", "nokey"], ["-q", "-v", "down"], ["scale", "web", "2"], ["up", "web", "--tls", "bogus"],
             ["launch"], ["--version"], ["down", "--timeout", "soon"]]:
    print("$ deploy", " ".join(argv))
    try:
        args = parser.parse_args(argv)
        print("  ", args.handler(args) if getattr(args, "handler", None) else vars(args))
    except SystemExit as e:
        print("   exit", e.code)
known, extra = parser.parse_known_args(["down", "x", "--unknown", "1"])
print(known.services, extra)
print(parser.parse_args([]))
