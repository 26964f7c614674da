import io
from copy import copy
from contextlib import redirect_stderr
from optparse import (OptionParser, Option, OptionError, OptionConflictError, OptionValueError,
                      BadOptionError, TitledHelpFormatter, IndentedHelpFormatter, make_option, Values)

class Parser(OptionParser):
    def error(self, msg):
        raise RuntimeError(msg)

def record(option, opt_str, value, parser, tag, scale=1):
    parser.values.events = getattr(parser.values, "events", []) + [(tag, opt_str, value * scale if value is not None else None)]

p = Parser(prog="tool", add_help_option=False)
p.add_option("-c", "--cb", action="callback", callback=record, callback_args=("A",), callback_kwargs={"scale": 10}, type="int")
p.add_option("-x", action="callback", callback=record, callback_args=("X",))
p.add_option("-p", "--point", nargs=2, type="float", dest="point")
p.add_option("-k", action="append_const", const="k", dest="ks")
p.add_option("-j", action="append_const", const="j", dest="ks")
p.set_defaults(ks=None, name="anon")
opts, args = p.parse_args(["-c", "4", "-x", "--point", "1.5", "2", "-kjk", "rest"])
print(opts.events, opts.point, opts.ks, opts.name, args)
for argv in [["-p", "1"], ["--point", "1", "b"], ["-c", "zz"], ["-y"]]:
    try:
        p.parse_args(argv)
    except RuntimeError as e:
        print("error:", e)

p.disable_interspersed_args()
print(p.parse_args(["a", "-k", "b"])[1])
p.enable_interspersed_args()
print(p.parse_args(["a", "-k", "b"])[1], p.has_option("-k"), p.has_option("--nope"))
p.remove_option("-k")
print(p.has_option("-k"), p.get_option("--cb").dest, str(p.get_option("-p")))
try:
    p.remove_option("-k")
except ValueError as e:
    print("ValueError:", e)

bad = [(("-",), {}), (("--",), {}), (("-ab",), {}), (("x",), {}), (("-a",), {"action": "jump"}),
       (("-a",), {"type": "bool"}), (("-a",), {"action": "store_true", "type": "int"}),
       (("-a",), {"type": "choice"}), (("-a",), {"choices": "ab", "type": "choice"}),
       (("-a",), {"action": "count", "const": 1}), (("-a",), {"action": "count", "nargs": 2}),
       (("-a", "--aa"), {"action": "callback", "callback": 5}), (("-a",), {"colour": 1, "bogus": 2}),
       ((), {})]
for a, k in bad:
    try:
        Option(*a, **k)
    except (OptionError, TypeError) as e:
        print(type(e).__name__, e)

q = OptionParser(prog="q", add_help_option=False)
q.add_option("-v", "--verbose", action="store_true")
try:
    q.add_option("-v", "--vv", action="store_true")
except OptionConflictError as e:
    print("conflict:", e)
r = OptionParser(prog="r", conflict_handler="resolve", add_help_option=False)
r.add_option("-v", "--verbose", action="store_true", help="old")
r.add_option("-v", "--vocal", action="store_true", help="new")
r.add_option("--verbose", action="count", help="newest")
print([str(o) for o in r.option_list])

class MyOption(Option):
    TYPES = Option.TYPES + ("pair",)
    TYPE_CHECKER = copy(Option.TYPE_CHECKER)
    def check_pair(self, opt, value):
        try:
            a, b = value.split(",")
            return int(a), int(b)
        except ValueError:
            raise OptionValueError(f"option {opt}: bad pair {value!r}")
    TYPE_CHECKER["pair"] = check_pair

t = OptionParser(prog="t", option_class=MyOption, formatter=TitledHelpFormatter(),
                 option_list=[MyOption("-s", "--size", type="pair", help="width,height", default="3,4")])
print(t.parse_args([])[0].size, t.parse_args(["-s2,5"])[0].size)
err = io.StringIO()
try:
    with redirect_stderr(err):
        t.parse_args(["--size=x"])
except SystemExit as e:
    print(e.code, repr(err.getvalue()))
g = t.add_option_group("Extras", "More knobs.")
g.add_option("--knob", type="int", metavar="N", help="turn the knob N times (default %default)", default=2)
print(t.format_help())
print(t.get_option_group("--knob").title, t.get_option_group("-s"))
narrow = OptionParser(prog="n", usage="usage: %prog [-a]", formatter=IndentedHelpFormatter(width=40, max_help_position=16))
narrow.add_option("-a", "--alpha-option", help="a long help string that needs to wrap across several lines here")
print(narrow.format_help())
v = Values({"a": 1})
print(v.ensure_value("b", []), v.ensure_value("a", 5), v, v == Values({"a": 1, "b": []}), v != {"a": 2})
v._update_loose({"c": 3})
print(sorted(vars(v)))
