def outer(n):
    def rec(k):
        return 0 if k == 0 else k + rec(k - 1)
    return rec(n)
print(outer(10))
