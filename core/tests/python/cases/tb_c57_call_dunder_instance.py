class K:
    def __call__(self, x): return x.y
K()(1)
