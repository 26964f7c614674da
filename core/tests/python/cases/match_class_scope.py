class Config:
    match {"debug": True, "level": 3}:
        case {"debug": debug, "level": level}:
            pass
    doubled = level * 2

print(Config.debug, Config.level, Config.doubled)

match (1, 2):
    case (g1, g2):
        pass
print(g1, g2)

def f():
    global gx
    match 5:
        case gx:
            pass
f()
print(gx)

def make():
    match [1]:
        case [v]:
            pass
    def get():
        return v
    return get
print(make()())
