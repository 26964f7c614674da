def pair():
    v = 0
    def get():
        return v
    def put(n):
        nonlocal v
        v = n
    return get, put
g, p = pair()
p(42)
print(g())
