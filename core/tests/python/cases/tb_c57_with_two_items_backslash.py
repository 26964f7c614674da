class Conn:
    def __enter__(self): return self
    def __exit__(self, *a): return False
def make(ok):
    if not ok:
        raise ConnectionError("down")
    return Conn()
with make(True) as a, \
     make(False) as b:
    pass
