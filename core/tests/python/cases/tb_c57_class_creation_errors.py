def show(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ":", e)

class A: pass
class B(A): pass

def bad_base():
    class C(bool):
        pass
def mro_conflict():
    class D(A, B):
        pass
def layout():
    class E(int, str):
        pass
def slots_conflict():
    class F:
        __slots__ = ("x",)
        x = 1
def new_unsafe():
    return object.__new__(int)

for f in [bad_base, mro_conflict, layout, slots_conflict, new_unsafe]:
    show(f)
class H(A, B):
    pass
