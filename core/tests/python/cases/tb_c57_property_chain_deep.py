class Account:
    def __init__(self, owner):
        self.owner = owner
    @property
    def owner_name(self):
        return self.owner.name.upper()

class Person:
    def __init__(self, name):
        self.name = name

print(Account(Person("ann")).owner_name)
accounts = [Account(Person("bob")), Account(None)]
names = [a.owner_name for a in accounts]
