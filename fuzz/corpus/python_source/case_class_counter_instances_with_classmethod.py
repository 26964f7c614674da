class Node:
    _count = 0
    def __init__(self):
        Node._count += 1
    @classmethod
    def count(cls):
        return cls._count
Node(); Node()
print(Node.count())
