def scale(factor):
    return 10 / factor

def resize(width, ratio=scale(2)):
    return width * ratio

print(resize(3))
def shrink(width, ratio=scale(0)):
    return width * ratio
