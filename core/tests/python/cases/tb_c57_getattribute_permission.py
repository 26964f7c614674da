class Audited:
    def __getattribute__(self, name):
        if name.startswith("secret"):
            raise PermissionError(f"access to {name} denied")
        return super().__getattribute__(name)
a = Audited()
a.public = 1
print(a.public)
print(a.secret_key)
