package app.lexora;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
