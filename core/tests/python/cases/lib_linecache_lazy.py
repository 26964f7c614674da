import linecache


class Loader:
    def get_source(self, name):
        print("get_source", name)
        return "x = 1\ny = 2"


g = {"__name__": "mymod", "__loader__": Loader()}
print(linecache.lazycache("mymod_file.py", g))
print(len(linecache.cache["mymod_file.py"]))
print(linecache.lazycache("mymod_file.py", g), linecache.lazycache("<x>", g), linecache.lazycache("other.py", {}))
print(linecache.getlines("mymod_file.py"))
print(linecache.cache["mymod_file.py"][2], linecache.lazycache("mymod_file.py", g))
print(repr(linecache.getline("mymod_file.py", 2)))
print(repr(linecache.getline("other.py", 1, {"__name__": "m", "__loader__": Loader()})))


class Nothing:
    def get_source(self, name):
        return None


print(linecache.getlines("none.py", {"__name__": "n", "__loader__": Nothing()}))
print(linecache.getlines("nl.py", {"__name__": "n", "__loader__": None}))
print(linecache.__all__)
