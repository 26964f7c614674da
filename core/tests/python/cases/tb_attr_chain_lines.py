x = "a"
class Q:
    def pick(self, n): return 1 / 0
q = Q()
def f():
    return (x
        .upper()
        .nope())
def g():
    return (q
        .pick(5))
def h():
    return (q
        .missing)
def k():
    return (q.pick(
        5))
def s():
    (x
      .attr) = 5
for fn in (f, g, h, k, s):
    try:
        fn()
    except Exception as e:
        import traceback
        print("".join(traceback.format_exception(e)[1:]))
