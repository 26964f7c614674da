import pprint
from collections import OrderedDict, defaultdict, Counter, deque
config = {"servers": [{"host": f"srv{i}", "ports": [8000 + i, 9000 + i], "enabled": i % 2 == 0} for i in range(3)],
          "limits": {"cpu": 0.75, "mem": "512M"}, "tags": ("prod", "eu-west")}
pprint.pprint(config, width=60)
print(pprint.pformat(OrderedDict(a=1, b=[1, 2, 3] * 8), width=40))
dd = defaultdict(list, {"x": list(range(15)), "y": []})
pprint.pprint(dd, width=40)
pprint.pprint(Counter("mississippi"), width=30)
pprint.pprint(deque(range(25), maxlen=30), width=40)
print(pprint.pformat({"a": {"b": {"c": {"d": 1}}}}, depth=2))
