import json, statistics
for f in (lambda: json.loads("{bad"), lambda: statistics.mean([])):
    try:
        f()
    except Exception as e:
        print(type(e).__module__, type(e).__qualname__, e)
class Outer:
    class Problem(Exception):
        pass
try:
    raise Outer.Problem("nested")
except Exception as e:
    print(type(e).__qualname__)
statistics.mean([])
