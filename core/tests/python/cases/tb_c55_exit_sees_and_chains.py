class Txn:
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        if et:
            self.rollback()
        return False
    def rollback(self):
        raise RuntimeError("rollback failed")

with Txn():
    raise ValueError("write failed")
