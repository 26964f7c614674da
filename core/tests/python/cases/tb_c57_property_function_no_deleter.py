class Temperature:
    def __init__(self):
        self._c = 0
    def get_c(self):
        return self._c
    def set_c(self, v):
        if v < -273.15:
            raise ValueError("below absolute zero")
        self._c = v
    celsius = property(get_c, set_c)
t = Temperature()
t.celsius = 10
print(t.celsius)
del t.celsius
