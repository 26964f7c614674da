class Stack:
    def __init__(self):
        self.items = []
    def push(self, x):
        self.items.append(x)
    def pop(self):
        assert self.items, f"pop from empty stack (size={len(self.items)})"
        return self.items.pop()

s = Stack()
s.push(1)
print(s.pop())
s.pop()
