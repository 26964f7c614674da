class Key:
    def __init__(self, k):
        self.k = k
    def __eq__(self, o):
        return isinstance(o, Key) and self.k == o.k
k = Key(1)
print(k == Key(1), k == 1, k is k)
