s = "hello world"
print(s.index("world"))
print(s.find("xyz"))
print(s.index("xyz"))
