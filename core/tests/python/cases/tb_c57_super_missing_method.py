class A:
    def greet(self):
        return "hi"

class B(A):
    def greet(self):
        return super().greet() + "!"
    def leave(self):
        return super().leave()

print(B().greet())
B().leave()
