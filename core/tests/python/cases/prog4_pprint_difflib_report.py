# pprint + difflib on config snapshots
import pprint, difflib

config = {"server": {"host": "localhost", "ports": list(range(8000, 8012)), "tls": {"cert": "/etc/ssl/cert.pem", "key": "/etc/ssl/key.pem"}},
          "users": [{"name": "ann", "roles": ["admin", "dev"]}, {"name": "bob", "roles": []}],
          "flags": (True, False, None), "ratio": 0.75, "empty": {}, "nested": [[[1, 2], [3]], []]}
pprint.pprint(config)
pprint.pprint(config, width=40, depth=2)
pprint.pprint(config["server"]["ports"], compact=True, width=30)
print(pprint.pformat(config["users"], indent=2, width=50))
print(pprint.pformat({"b": 1, "a": 2}), pprint.pformat({"b": 1, "a": 2}, sort_dicts=False))
print(pprint.pformat("a long string " * 6, width=30))
print(pprint.saferepr([1, 2, {"x": "y"}]), pprint.isreadable([1, 2]), pprint.isrecursive([1]))
r = [1]; r.append(r)
print(pprint.pformat(r).split(" with")[0], pprint.isrecursive(r))
pprint.pp({"z": [1, 2], "a": (3,)}, width=20)

old = """server:
  host: localhost
  port: 8000
  debug: true
users:
  - ann
  - bob
""".splitlines(keepends=True)
new = """server:
  host: example.com
  port: 8000
users:
  - ann
  - bob
  - cy
""".splitlines(keepends=True)
print("".join(difflib.unified_diff(old, new, fromfile="a.yml", tofile="b.yml")))
print("".join(difflib.context_diff(old, new, n=1)))
print("".join(difflib.ndiff(["one\n", "two\n", "three\n"], ["one\n", "tree\n", "emu\n"])))
sm = difflib.SequenceMatcher(None, "abcdefgh", "abxdefzh")
print(round(sm.ratio(), 4), sm.get_matching_blocks(), sm.get_opcodes())
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]), difflib.get_close_matches("wheel", ["while", "wheat", "hello"], n=1, cutoff=0.5))
sm2 = difflib.SequenceMatcher(lambda c: c == " ", "private Thread currentThread;", "private volatile Thread currentThread;")
print(round(sm2.ratio(), 4), sm2.find_longest_match(0, 29, 0, 38))
print(list(difflib.restore(difflib.ndiff(["a\n"], ["b\n"]), 2)))
