class User:
    def __init__(self, name, age):
        self.name, self.age = name, age
    @classmethod
    def from_string(cls, s):
        name, age = s.split(",")
        return cls(name, int(age))

print(User.from_string("ann,3").age)
User.from_string("bob")
