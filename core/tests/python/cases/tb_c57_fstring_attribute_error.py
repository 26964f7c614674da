class User:
    def __init__(self, name):
        self.name = name

u = User("ann")
print(f"user {u.name}")
print(f"user {u.name} ({u.email})")
