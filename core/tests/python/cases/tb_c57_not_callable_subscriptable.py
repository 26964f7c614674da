config = {"size": 3}
handlers = [len, str.upper]
print(handlers[0]("abc"), handlers[1]("x"))
size = config["size"]
try:
    size()
except TypeError as e:
    print(e)
try:
    size[0]
except TypeError as e:
    print(e)
try:
    for c in size:
        pass
except TypeError as e:
    print(e)
print(config("size"))
