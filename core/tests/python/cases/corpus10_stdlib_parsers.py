import ast, ipaddress, tomllib, reprlib, pathlib, sched, inspect
print(ast.literal_eval("{'a': [1, 2.5, (3, None)], 'b': {True, -4}, 'c': b'x'}"))
try:
    ast.literal_eval("__import__('os')")
except ValueError as e:
    print("ValueError", str(e).split(":")[0])
net = ipaddress.ip_network("192.168.1.0/28")
print(net.num_addresses, net.netmask, net.broadcast_address, list(net.hosts())[:3], ipaddress.ip_address("10.0.0.1") in ipaddress.ip_network("10.0.0.0/8"))
print(ipaddress.ip_address("::1"), ipaddress.ip_address("192.168.0.1").is_private, int(ipaddress.IPv4Address("1.2.3.4")), list(net.subnets(new_prefix=30))[1], ipaddress.ip_interface("10.1.2.3/24").network)
cfg = tomllib.loads('''
title = "TOML"
[owner]
name = "Tom"
dob = 1979-05-27
[database]
ports = [8000, 8001]
enabled = true
ratio = 0.5
[[fruit]]
name = "apple"
[[fruit]]
name = "banana"
''')
print(cfg)
r = reprlib.Repr(); r.maxlist = 3; r.maxstring = 10
print(reprlib.repr(list(range(100))), reprlib.repr("x" * 100), r.repr(list(range(10))), reprlib.repr({i: i for i in range(20)}))
p = pathlib.PurePosixPath("/usr/local/lib/python3.11/site.py")
print(p.name, p.stem, p.suffix, p.parent, p.parts[:3], p.with_suffix(".txt"), p.relative_to("/usr"), p / "x", p.match("*.py"), pathlib.PurePosixPath("a/b/../c").parts)
print(pathlib.PurePosixPath("archive.tar.gz").suffixes, pathlib.PurePath("a", "b", "c.txt").as_posix(), pathlib.PurePosixPath("/a").is_absolute(), pathlib.PureWindowsPath(r"C:\x\y.txt").name)
events = []
clock = [0]
s = sched.scheduler(timefunc=lambda: clock[0], delayfunc=lambda d: clock.__setitem__(0, clock[0] + d))
s.enter(2, 1, events.append, ("b",)); s.enter(1, 1, events.append, ("a",)); s.enter(1, 0, events.append, ("first",))
s.run(); print(events)
def sample(a, b: int = 2, *args, c, **kw) -> str:
    return "x"
print(inspect.signature(sample), inspect.getsource(sample).splitlines()[0], inspect.getfullargspec(sample).args)
b = inspect.signature(sample).bind(1, c=3)
b.apply_defaults(); print(b.arguments, b.args, b.kwargs)
