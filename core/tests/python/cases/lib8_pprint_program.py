import pprint, json
config = json.loads('{"server": {"host": "localhost", "ports": [8080, 8081, 8082], "tls": {"enabled": true, "cert": "/etc/ssl/certs/server-certificate.pem"}}, "workers": 4, "features": ["auth", "cache", "metrics", "tracing", "rate-limit"], "limits": null}')
pprint.pprint(config)
pprint.pprint(config, width=100)
pprint.pprint(config, width=20, depth=3)
print(pprint.pformat(config, indent=2, width=50))
class Node:
    def __init__(self, v, kids=()): self.v, self.kids = v, list(kids)
    def __repr__(self): return f'Node({self.v!r}, {self.kids!r})'
tree = Node(1, [Node(2, [Node(3)]), Node(4)])
pprint.pprint({'tree': tree, 'list': [tree] * 2}, width=40)
matrix = [[i * j for j in range(8)] for i in range(6)]
pprint.pprint(matrix, width=30, compact=True)
pprint.pprint(matrix, width=30)
s = pprint.PrettyPrinter(width=30, compact=True, sort_dicts=False)
print(s.pformat({'z': list(range(12)), 'a': 'x' * 40}))
print(s.isreadable(object()), s.isrecursive([]), pprint.pp is not None)
pprint.pp({'b': 2, 'a': 1})
pprint.pp({'b': 2, 'a': 1}, sort_dicts=True)
print(pprint.pformat(('single',)), pprint.pformat(()), pprint.pformat((1,) * 30, width=20))
print(pprint.pformat({'nested_tuple': (('a', 1), ('b', 2)) * 5}, width=40))
