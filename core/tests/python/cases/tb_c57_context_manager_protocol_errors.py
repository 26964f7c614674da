def show(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ":", e)

class NoExit:
    def __enter__(self):
        return self

class Plain:
    pass

def use(cm):
    with cm:
        pass

show(lambda: use(Plain()))
show(lambda: use(NoExit()))
show(lambda: use(open))
use([1, 2])
