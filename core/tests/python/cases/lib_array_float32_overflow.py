# array("f") stores a value past FLT_MAX as inf, as the C cast does, however far past.
import array
xs=[3.4028234663852886e+38, 3.4028235e38, 3.40282357e38, 3.402823669e38, 6.8e38, 1e39, 2**128*1.0, -2**128*1.0, 2**129*0.99]
print(array.array("f", xs).tolist())
print(array.array("f", [1.7976931348623157e308, -1e300, 1e-50]))
