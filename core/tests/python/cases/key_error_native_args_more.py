# KeyErrors from other built-ins: empty pops, format fields, mapping views, subclasses.
import collections


def show(label, f):
    try:
        f()
    except KeyError as e:
        print(label, repr(e.args), "|", str(e), "|", repr(e))


show("popitem", lambda: {}.popitem())
show("set_pop", lambda: set().pop())
show("format", lambda: "{name}".format())
show("format_map", lambda: "{a} {b}".format_map({"a": 1}))
show("percent", lambda: "%(who)s" % {})
show("ordered", lambda: collections.OrderedDict()["o"])
show("ordered_pop", lambda: collections.OrderedDict(a=1).pop(2))
show("defaultdict_pop", lambda: collections.defaultdict(int).pop("dd"))


class D(dict):
    pass


show("subclass", lambda: D()["sub"])
show("subclass_tuple", lambda: D(x=1)[(1,)])
show("explicit", lambda: (_ for _ in ()).throw(KeyError("thrown")))
show("explicit_int", lambda: (_ for _ in ()).throw(KeyError(5)))
show("two_args", lambda: (_ for _ in ()).throw(KeyError("a", "b")))
show("no_args", lambda: (_ for _ in ()).throw(KeyError()))
try:
    {}[(1, "a")]
except KeyError as e:
    k = e.args[0]
    print(k, k[1], len(k))
